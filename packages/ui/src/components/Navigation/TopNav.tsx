import * as styles from './Navigation.css.ts';
import { type NavItem, NavList, type NavProps } from './nav-items.tsx';

/** Horizontal section links for the header on desktop (≥ lg); hidden on mobile. */
export function TopNav<T extends NavItem>({ items, renderLink, className, ...aria }: NavProps<T>) {
  return (
    <nav {...aria} className={[styles.topNav, className].filter(Boolean).join(' ')} data-nav="top">
      <NavList
        items={items}
        renderLink={renderLink}
        listClassName={styles.topList}
        itemClassName={styles.topItem}
      />
    </nav>
  );
}
