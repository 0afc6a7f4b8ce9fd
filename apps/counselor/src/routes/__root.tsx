import {
  NotFoundPage,
  pageHead,
  RootErrorPage,
  ShellRoot,
  type ShellRouterContext,
} from '@arcana/app-shell';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { env } from '../env';
import { PANEL_SOUND_TYPES } from '../features/incoming/request-sound';
import { CounselorHeader } from '../features/shell/CounselorHeader';
import { CounselorNav, CounselorSideNav } from '../features/shell/CounselorNav';

export const Route = createRootRouteWithContext<ShellRouterContext>()({
  head: () => pageHead(),
  component: () => (
    <ShellRoot
      realtime={{
        audience: 'COUNSELOR',
        otherAppOrigin: env.webOrigin,
        soundOwnedElsewhere: PANEL_SOUND_TYPES,
      }}
      header={<CounselorHeader />}
      nav={<CounselorNav />}
      sideNav={<CounselorSideNav />}
    />
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: RootErrorPage,
});
