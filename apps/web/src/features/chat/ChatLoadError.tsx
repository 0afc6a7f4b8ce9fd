import { AlertIcon, Button } from '@arcana/ui';
import * as styles from './chat.css';
import { t } from './intl';

/** The error state of a chat screen whose data did not load: what happened, and a retry. */
export function ChatLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className={styles.empty} role="alert">
      <AlertIcon size={28} aria-hidden="true" />
      <p className={styles.muted}>{t('chat.loadError')}</p>
      <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
        {t('chat.retry')}
      </Button>
    </div>
  );
}
