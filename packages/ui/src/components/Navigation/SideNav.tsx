import * as styles from './Navigation.css.ts';
import { type NavItem, NavList, type NavProps } from './nav-items.tsx';

/** Vertical section list for desktop (≥ lg); hidden on mobile, where BottomNav takes over. */
export function SideNav<T extends NavItem>({ items, renderLink, className, ...aria }: NavProps<T>) {
  return (
    <nav
      {...aria}
      className={[styles.sideNav, className].filter(Boolean).join(' ')}
      data-nav="side"
    >
      <NavList
        items={items}
        renderLink={renderLink}
        listClassName={styles.sideList}
        itemClassName={styles.sideItem}
      />
    </nav>
  );
}
