import { HeadContent, Outlet } from '@tanstack/react-router';
import { RouteRuleFollower } from '../route-rules/RouteRuleFollower';
import { AppLayout, type AppLayoutProps } from './AppLayout';

export type ShellRootProps = Omit<AppLayoutProps, 'children'>;

/** The root route's component in both apps: head tags, route rules, the route's layout. */
export function ShellRoot(props: ShellRootProps) {
  return (
    <>
      <HeadContent />
      <RouteRuleFollower />
      <AppLayout {...props}>
        <Outlet />
      </AppLayout>
    </>
  );
}
