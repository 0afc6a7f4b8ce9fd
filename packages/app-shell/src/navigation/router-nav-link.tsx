import type { NavItem, NavLinkProps } from '@arcana/ui';
import { Link } from '@tanstack/react-router';

/** A ui nav item that leads to a route of the app. */
export interface AppNavItem extends NavItem {
  path: string;
  /** Active only on the path itself (home), not on its sub-paths. */
  exact?: boolean;
}

/** ui's TopNav/BottomNav/SideNav `renderLink` for router links; the router marks aria-current. */
export function renderRouterNavLink(item: AppNavItem, props: NavLinkProps) {
  return (
    <Link
      to={item.path}
      className={props.className}
      activeOptions={{ exact: item.exact ?? false }}
      activeProps={{ 'aria-current': 'page' }}
    >
      {props.children}
    </Link>
  );
}
