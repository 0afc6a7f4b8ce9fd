import { type AppNavItem, renderRouterNavLink } from '@arcana/app-shell';
import { BottomNav, MenuIcon, type NavLinkProps } from '@arcana/ui';
import { lazy, Suspense, useState } from 'react';
import { t } from '../../app/intl';
import { GroupedNav } from './GroupedNav';
import * as styles from './nav.css';
import { counselorNavGroups, counselorSections } from './nav-items';

const MenuDrawer = lazy(() => import('./MenuDrawer'));

const MENU_KEY = 'menu';

/** Phones: the bottom bar's daily sections and 전체 메뉴, a drawer with every screen. */
export function CounselorNav() {
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so closing can animate and reopening is instant.
  const [wanted, setWanted] = useState(false);
  const items: AppNavItem[] = [
    ...counselorSections(),
    { key: MENU_KEY, path: '', label: t('counselor.nav.menu'), icon: <MenuIcon /> },
  ];
  const renderLink = (item: AppNavItem, props: NavLinkProps) =>
    item.key === MENU_KEY ? (
      <button
        type="button"
        className={`${props.className} ${styles.menuButton}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {props.children}
      </button>
    ) : (
      renderRouterNavLink(item, props)
    );

  return (
    <>
      <BottomNav items={items} renderLink={renderLink} aria-label={t('counselor.nav.label')} />
      {wanted ? (
        <Suspense fallback={null}>
          <MenuDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Desktop: every screen in a side column, grouped (상담 운영, 정산, 프로필). */
export function CounselorSideNav() {
  return (
    <nav className={styles.sideNav} aria-label={t('counselor.nav.label')} data-nav="side">
      <GroupedNav groups={counselorNavGroups()} />
    </nav>
  );
}
