import {
  AppLayout,
  NotFoundPage,
  pageHead,
  RootErrorPage,
  RouteRuleFollower,
} from '@arcana/app-shell';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context';
import { WebBottomNav } from '../features/shell/WebBottomNav';
import { WebHeader } from '../features/shell/WebHeader';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => pageHead(),
  component: RootComponent,
  notFoundComponent: NotFoundPage,
  errorComponent: RootErrorPage,
});

function RootComponent() {
  return (
    <>
      <HeadContent />
      <RouteRuleFollower />
      <AppLayout header={<WebHeader />} nav={<WebBottomNav />}>
        <Outlet />
      </AppLayout>
    </>
  );
}
