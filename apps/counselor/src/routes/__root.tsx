import {
  NotFoundPage,
  pageHead,
  RootErrorPage,
  ShellRoot,
  type ShellRouterContext,
} from '@arcana/app-shell';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { CounselorHeader } from '../features/shell/CounselorHeader';
import { CounselorNav, CounselorSideNav } from '../features/shell/CounselorNav';

export const Route = createRootRouteWithContext<ShellRouterContext>()({
  head: () => pageHead(),
  component: () => (
    <ShellRoot header={<CounselorHeader />} nav={<CounselorNav />} sideNav={<CounselorSideNav />} />
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: RootErrorPage,
});
