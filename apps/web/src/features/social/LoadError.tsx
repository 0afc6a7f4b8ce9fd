import { AlertIcon, Button } from '@arcana/ui';
import { t } from './intl';
import * as styles from './social.css';

/** The error state of a part whose data did not load: what happened, and a retry. */
export function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <div className={styles.centered} role="alert">
      <AlertIcon size={28} aria-hidden="true" />
      <p className={styles.muted}>{t('social.loadError')}</p>
      <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
        {t('social.retry')}
      </Button>
    </div>
  );
}
