import { useSession } from '@arcana/app-shell';
import { buttonStyle, UserIcon } from '@arcana/ui';
import { Link, useRouterState } from '@tanstack/react-router';
import { t } from '../../app/intl';
import * as styles from './header-account.css';

/** The header's account corner: 로그인 for a guest, the display name leading to /me after login. */
export function HeaderAccount() {
  const session = useSession();
  const href = useRouterState({ select: (state) => state.location.href });
  if (session.status === 'loading') return <span className={styles.placeholder} />;
  if (!session.isAuthenticated) {
    const onLoginPage = href.startsWith('/login');
    return (
      <Link
        to="/login"
        search={onLoginPage || href === '/' ? {} : { redirectUri: href }}
        className={buttonStyle({ variant: 'secondary', size: 'sm' })}
      >
        {t('web.auth.header.login')}
      </Link>
    );
  }
  const name = session.user.displayName || session.user.name;
  return (
    <Link to="/me" className={styles.account} aria-label={t('web.auth.header.me', { name })}>
      <UserIcon size={18} />
      <span className={styles.name}>{name}</span>
    </Link>
  );
}
