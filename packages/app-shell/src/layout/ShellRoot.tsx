import { Outlet } from '@tanstack/react-router';
import { PageTitle } from '../head/PageTitle';
import { RealtimeMount, type RealtimeOptions } from '../notifications/RealtimeMount';
import { RouteRuleFollower } from '../route-rules/RouteRuleFollower';
import { AppLayout, type AppLayoutProps } from './AppLayout';

export type ShellRootProps = Omit<AppLayoutProps, 'children'> & {
  /** Realtime notifications and the active-session alert for the app's audience. */
  realtime?: RealtimeOptions;
};

/** The root route's component in both apps: the title, route rules, the route's layout. */
export function ShellRoot({ realtime, ...props }: ShellRootProps) {
  return (
    <>
      <PageTitle />
      <RouteRuleFollower />
      {realtime ? <RealtimeMount {...realtime} /> : null}
      <AppLayout {...props}>
        <Outlet />
      </AppLayout>
    </>
  );
}
