import { AlertIcon, Button } from '@arcana/ui';
import * as styles from './counseling.css';
import { t } from './intl';

/** A section or page whose data did not load: what happened, and a retry. */
export function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <div className={styles.empty} role="alert" data-testid="load-error">
      <AlertIcon size={28} aria-hidden="true" />
      <p>{t('counseling.loadError')}</p>
      <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
        {t('counseling.retry')}
      </Button>
    </div>
  );
}
