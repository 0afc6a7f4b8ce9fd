import { AlertIcon, Button } from '@arcana/ui';
import * as styles from './help.css';
import { t } from './intl';

/** A part of the help centre whose data did not load: what happened, and a retry. */
export function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className={styles.stateBox} role="alert" data-testid="load-error">
      <AlertIcon size={28} aria-hidden="true" />
      <p>{t('help.loadError')}</p>
      <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
        {t('help.retry')}
      </Button>
    </div>
  );
}
