import { aiQueries } from '@arcana/api-client';
import { useQuery } from '@tanstack/react-query';
import { t } from '../intl';
import * as styles from './ComposeForm.css';

/** 오늘 남은 리딩 n/m회, beside the button that spends one. */
export function UsageHint() {
  const usage = useQuery(aiQueries.usage());
  if (!usage.data) return null;
  return (
    <p className={styles.remaining} data-testid="ai-usage">
      {t('web.ai.reading.remaining', {
        remaining: usage.data.remaining,
        limit: usage.data.limit,
      })}
    </p>
  );
}
