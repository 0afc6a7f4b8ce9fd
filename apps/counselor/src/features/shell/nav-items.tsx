import type { AppNavItem } from '@arcana/app-shell';
import { BellIcon, ChatIcon, HomeIcon, UserIcon } from '@arcana/ui';
import { t } from '../../app/intl';

// Back-office sections. Their pages arrive with their own issues; until then they lead to the
// not-found page of the catch-all route.
export function counselorSections(): AppNavItem[] {
  return [
    {
      key: 'home',
      path: '/counselor',
      exact: true,
      label: t('counselor.nav.home'),
      icon: <HomeIcon />,
    },
    {
      key: 'sessions',
      path: '/counselor/sessions',
      label: t('counselor.nav.sessions'),
      icon: <ChatIcon />,
    },
    {
      key: 'reservations',
      path: '/counselor/reservations',
      label: t('counselor.nav.reservations'),
      icon: <UserIcon />,
    },
    {
      key: 'notifications',
      path: '/counselor/notifications',
      label: t('counselor.nav.notifications'),
      icon: <BellIcon />,
    },
  ];
}
