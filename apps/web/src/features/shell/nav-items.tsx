import type { AppNavItem } from '@arcana/app-shell';
import { ChatIcon, HomeIcon, IconBase, type IconProps, SparklesIcon, UserIcon } from '@arcana/ui';
import { t } from '../../app/intl';

// The main sections of the bottom navigation (mobile) and the header (desktop).
export function mainSections(): AppNavItem[] {
  return [
    { key: 'home', path: '/', exact: true, label: t('web.nav.home'), icon: <HomeIcon /> },
    { key: 'ai', path: '/ai', label: t('web.nav.ai'), icon: <SparklesIcon /> },
    { key: 'decks', path: '/tarot-decks/list', label: t('web.nav.decks'), icon: <CardsIcon /> },
    { key: 'counseling', path: '/counseling', label: t('web.nav.counseling'), icon: <ChatIcon /> },
    { key: 'me', path: '/me', label: t('web.nav.me'), icon: <UserIcon /> },
  ];
}

/** Two tarot cards, one behind the other: the deck section. */
function CardsIcon(props: IconProps) {
  return (
    <IconBase name="cards" {...props}>
      <rect x="8" y="3.5" width="11" height="16" rx="1.5" transform="rotate(8 13.5 11.5)" />
      <rect x="4.5" y="4.5" width="11" height="16" rx="1.5" />
      <path d="M10 10.5l.8 1.7 1.7.8-1.7.8-.8 1.7-.8-1.7-1.7-.8 1.7-.8z" />
    </IconBase>
  );
}
