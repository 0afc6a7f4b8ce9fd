import { AlertIcon, Button } from '@arcana/ui';
import { t } from './intl';
import * as styles from './me.css';

/** The error state of a screen whose data did not load: what happened, and a retry. */
export function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <div className={styles.centered} role="alert">
      <AlertIcon size={32} aria-hidden="true" />
      <p className={styles.lead}>{t('web.me.loadError')}</p>
      <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
        {t('web.me.retry')}
      </Button>
    </div>
  );
}
