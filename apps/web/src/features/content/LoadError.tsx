import { AlertIcon, Button } from '@arcana/ui';
import * as styles from './content.css';
import { t } from './intl';

/** A list or page whose data did not load: what happened, and a retry. */
export function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className={styles.stateBox} role="alert" data-testid="load-error">
      <AlertIcon size={28} aria-hidden="true" />
      <p>{t('content.loadError')}</p>
      <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
        {t('content.retry')}
      </Button>
    </div>
  );
}
