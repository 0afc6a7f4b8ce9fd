import {
  NotFoundPage,
  pageHead,
  RootErrorPage,
  ShellRoot,
  type ShellRouterContext,
} from '@arcana/app-shell';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { env } from '../env';
import { SubpageBackLink } from '../features/auth';
import { BackToMyPageLink } from '../features/me/BackToMyPageLink';
import { WebBottomNav } from '../features/shell/WebBottomNav';
import { WebFooter } from '../features/shell/WebFooter';
import { WebHeader } from '../features/shell/WebHeader';

export const Route = createRootRouteWithContext<ShellRouterContext>()({
  head: () => pageHead(),
  component: () => (
    <ShellRoot
      realtime={{ audience: 'USER', otherAppOrigin: env.counselorOrigin }}
      header={<WebHeader />}
      nav={<WebBottomNav />}
      footer={<WebFooter />}
      backLink={
        <>
          <BackToMyPageLink />
          <SubpageBackLink />
        </>
      }
    />
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: RootErrorPage,
});
