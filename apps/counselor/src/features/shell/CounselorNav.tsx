import { type AppNavItem, renderRouterNavLink } from '@arcana/app-shell';
import { BottomNav, CloseIcon, iconButtonStyle, MenuIcon, type NavLinkProps } from '@arcana/ui';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { t } from '../../app/intl';
import { GroupedNav } from './GroupedNav';
import * as styles from './nav.css';
import { counselorNavGroups, counselorSections } from './nav-items';

const MENU_KEY = 'menu';

/** Phones: the bottom bar's daily sections and 전체 메뉴, a drawer with every screen. */
export function CounselorNav() {
  const [open, setOpen] = useState(false);
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
        onClick={() => setOpen(true)}
      >
        {props.children}
      </button>
    ) : (
      renderRouterNavLink(item, props)
    );

  return (
    <>
      <BottomNav items={items} renderLink={renderLink} aria-label={t('counselor.nav.label')} />
      <RadixDialog.Root open={open} onOpenChange={setOpen}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className={styles.overlay} />
          <RadixDialog.Content className={styles.drawer} aria-describedby={undefined}>
            <div className={styles.drawerHead}>
              <RadixDialog.Title className={styles.drawerTitle}>
                {t('counselor.nav.menu')}
              </RadixDialog.Title>
              <RadixDialog.Close
                className={iconButtonStyle({ variant: 'ghost' })}
                aria-label={t('counselor.nav.close')}
              >
                <CloseIcon size={22} />
              </RadixDialog.Close>
            </div>
            <nav aria-label={t('counselor.nav.all')}>
              <GroupedNav groups={counselorNavGroups()} onNavigate={() => setOpen(false)} />
            </nav>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
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
