import { buttonStyle } from '@arcana/ui';
import { Link } from '@tanstack/react-router';
import { t } from './intl';
import * as styles from './social.css';
import { useLoginHref } from './use-login-href';

/** What a guest sees where a logged-in person could take part: why, and the way to log in. */
export function GuestInvite({ message }: { message: string }) {
  const href = useLoginHref();
  return (
    <div className={styles.guestBox} data-testid="guest-invite">
      <p className={styles.muted}>{message}</p>
      <Link to={href} className={buttonStyle({ variant: 'primary', size: 'sm' })}>
        {t('social.loginToContinue')}
      </Link>
    </div>
  );
}
