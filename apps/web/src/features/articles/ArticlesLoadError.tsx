import { AlertIcon, Button } from '@arcana/ui';
import * as styles from './articles.css';
import { t } from './intl';

/** An article page or list whose data did not load: what happened, and a retry. */
export function ArticlesLoadError({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className={styles.centered} role="alert">
      <AlertIcon size={32} aria-hidden="true" />
      <p>{t('web.articles.loadError')}</p>
      <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
        {t('web.articles.retry')}
      </Button>
    </div>
  );
}
