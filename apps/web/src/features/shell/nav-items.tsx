import type { AppNavItem } from '@arcana/app-shell';
import { ChatIcon, HomeIcon, SparklesIcon, UserIcon } from '@arcana/ui';
import { t } from '../../app/intl';

// The main sections. Their pages arrive with their own issues; until then they lead to the
// not-found page of the catch-all route.
export function mainSections(): AppNavItem[] {
  return [
    { key: 'home', path: '/', exact: true, label: t('web.nav.home'), icon: <HomeIcon /> },
    { key: 'ai', path: '/ai', label: t('web.nav.ai'), icon: <SparklesIcon /> },
    { key: 'counseling', path: '/counseling', label: t('web.nav.counseling'), icon: <ChatIcon /> },
    { key: 'me', path: '/me', label: t('web.nav.me'), icon: <UserIcon /> },
  ];
}
