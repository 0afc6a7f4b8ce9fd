import { renderRouterNavLink } from '@arcana/app-shell';
import { useId } from 'react';
import * as styles from './nav.css';
import type { NavGroup } from './nav-items';

/** The back office's screens under their group headings; each link marks the current page. */
export function GroupedNav({
  groups,
  onNavigate,
}: {
  groups: NavGroup[];
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
}) {
  const id = useId();
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`${id}-${group.key}`}>
          <h2 id={`${id}-${group.key}`} className={styles.groupTitle}>
            {group.label}
          </h2>
          <ul className={styles.list}>
            {group.items.map((item) => (
              // The click bubbles from the router's link; the drawer closes as it navigates.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the link inside takes the keys.
              <li key={item.key} onClick={onNavigate}>
                {renderRouterNavLink(item, {
                  className: styles.item,
                  'aria-current': undefined,
                  children: <span>{item.label}</span>,
                })}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
