import * as styles from './Navigation.css.ts';
import { type NavItem, NavList, type NavProps } from './nav-items.tsx';

/** Fixed bottom bar for the main sections, below the lg breakpoint only; clears the safe area. */
export function BottomNav<T extends NavItem>({
  items,
  renderLink,
  className,
  ...aria
}: NavProps<T>) {
  return (
    <nav
      {...aria}
      className={[styles.bottomNav, className].filter(Boolean).join(' ')}
      data-nav="bottom"
    >
      <NavList
        items={items}
        renderLink={renderLink}
        listClassName={styles.bottomList}
        itemClassName={styles.bottomItem}
      />
    </nav>
  );
}
