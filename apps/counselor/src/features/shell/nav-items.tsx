import type { AppNavItem } from '@arcana/app-shell';
import { BellIcon, ChatIcon, HomeIcon, UserIcon } from '@arcana/ui';
import { type MessageId, t } from '../../app/intl';

export type NavGroup = { key: string; label: string; items: AppNavItem[] };

type Entry = { key: string; path: string; label: MessageId; exact?: boolean };

// Every back-office screen, in the groups the side navigation (desktop) and the menu drawer
// (phones) show. A screen not built yet leads to the not-found page of the catch-all route.
const groups: { key: string; label: MessageId; entries: Entry[] }[] = [
  {
    key: 'operation',
    label: 'counselor.nav.group.operation',
    entries: [
      { key: 'home', path: '/counselor', label: 'counselor.nav.home', exact: true },
      { key: 'sessions', path: '/counselor/sessions', label: 'counselor.nav.sessions' },
      { key: 'reservations', path: '/counselor/reservations', label: 'counselor.nav.reservations' },
      {
        key: 'available-times',
        path: '/counselor/available-times',
        label: 'counselor.nav.availableTimes',
      },
      { key: 'products', path: '/counselor/products', label: 'counselor.nav.products' },
      { key: 'reviews', path: '/counselor/reviews', label: 'counselor.nav.reviews' },
      {
        key: 'notifications',
        path: '/counselor/notifications',
        label: 'counselor.nav.notifications',
      },
    ],
  },
  {
    key: 'settlement',
    label: 'counselor.nav.group.settlement',
    entries: [
      { key: 'profits', path: '/counselor/profits', label: 'counselor.nav.profits' },
      { key: 'bank-account', path: '/counselor/bank-account', label: 'counselor.nav.bankAccount' },
      { key: 'tax-email', path: '/counselor/tax-email', label: 'counselor.nav.taxEmail' },
    ],
  },
  {
    key: 'profile',
    label: 'counselor.nav.group.profile',
    entries: [
      { key: 'profile', path: '/counselor/profile', label: 'counselor.nav.profile' },
      { key: 'details', path: '/counselor/details', label: 'counselor.nav.details' },
      { key: 'keywords', path: '/counselor/keywords', label: 'counselor.nav.keywords' },
      { key: 'certificates', path: '/counselor/certificates', label: 'counselor.nav.certificates' },
      { key: 'gallery', path: '/counselor/gallery', label: 'counselor.nav.gallery' },
      { key: 'faqs', path: '/counselor/faqs', label: 'counselor.nav.faqs' },
      { key: 'address', path: '/counselor/address', label: 'counselor.nav.address' },
    ],
  },
];

/** Every back-office screen, grouped (상담 운영, 정산, 프로필). */
export function counselorNavGroups(): NavGroup[] {
  return groups.map((group) => ({
    key: group.key,
    label: t(group.label),
    items: group.entries.map(({ key, path, label, exact }) => ({
      key,
      path,
      label: t(label),
      ...(exact ? { exact } : {}),
    })),
  }));
}

/** The phone's bottom bar: the daily sections; the rest is behind its 전체 메뉴 button. */
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
