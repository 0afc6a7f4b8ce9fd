import {
  NotFoundPage,
  pageHead,
  RootErrorPage,
  ShellRoot,
  type ShellRouterContext,
} from '@arcana/app-shell';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { WebBottomNav } from '../features/shell/WebBottomNav';
import { WebHeader } from '../features/shell/WebHeader';

export const Route = createRootRouteWithContext<ShellRouterContext>()({
  head: () => pageHead(),
  component: () => <ShellRoot header={<WebHeader />} nav={<WebBottomNav />} />,
  notFoundComponent: NotFoundPage,
  errorComponent: RootErrorPage,
});
