import { loginHref } from '@arcana/app-shell';
import { buttonStyle } from '@arcana/ui';
import { Link, useRouterState } from '@tanstack/react-router';
import { t } from './intl';

/** To the login page and back here afterwards (redirectUri). */
export function GuestLoginLink() {
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <Link to={loginHref(href)} className={buttonStyle({ variant: 'primary' })}>
      {t('chat.list.guestCta')}
    </Link>
  );
}
