import {
  AppLayout,
  NotFoundPage,
  pageHead,
  RootErrorPage,
  RouteRuleFollower,
} from '@arcana/app-shell';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context';
import { CounselorHeader } from '../features/shell/CounselorHeader';
import { CounselorNav, CounselorSideNav } from '../features/shell/CounselorNav';

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
      <AppLayout header={<CounselorHeader />} nav={<CounselorNav />} sideNav={<CounselorSideNav />}>
        <Outlet />
      </AppLayout>
    </>
  );
}
