import type { QueryClient } from '@tanstack/react-query';
import { type AnyRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AuthController } from '../auth/AuthController';
import { CURRENT_BUILD_ID } from '../build-id';
import { installChunkReloadGuard } from '../chunks/chunk-reload-guard';
import { initNativeBridge } from '../native/native-bridge';
import { AppProviders } from '../providers/AppProviders';
import { SafeAreaController } from '../safe-area/SafeAreaController';
import { unregisterServiceWorkers } from '../service-worker/unregister-service-workers';
import { bootTheme } from '../theme/apply-theme';
import { ThemeController } from '../theme/ThemeController';
import { installUpdateCheck } from '../updates/update-check';

export type BootAppOptions = {
  router: AnyRouter;
  queryClient: QueryClient;
  /** Theme class names: web dark = darkLee, counselor dark = darkNight; light is shared. */
  themes: { dark: string; light: string };
  /** <meta name="theme-color"> per mode; default: the applied theme's body background. */
  themeColors?: { dark: string; light: string };
  /** `__ARCANA_BUILD_ID__` of the app's build. */
  buildId?: string;
  /** Where React renders; default #root. */
  container?: HTMLElement | string;
};

/**
 * Starts an app: theme before first paint, leftover service workers gone, native bridge open,
 * chunk-reload guard and new-build check on the router, then React with the shell providers.
 */
export function bootApp({
  router,
  queryClient,
  themes,
  themeColors,
  buildId = CURRENT_BUILD_ID,
  container = '#root',
}: BootAppOptions): Root {
  bootTheme(themes.dark, themes.light);
  void unregisterServiceWorkers();
  initNativeBridge();
  installChunkReloadGuard(router);
  installUpdateCheck(router, { currentBuildId: buildId });

  const element = typeof container === 'string' ? document.querySelector(container) : container;
  if (!(element instanceof HTMLElement))
    throw new Error(`bootApp: no element ${String(container)}`);
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <ThemeController
          darkTheme={themes.dark}
          lightTheme={themes.light}
          {...(themeColors
            ? { darkThemeColor: themeColors.dark, lightThemeColor: themeColors.light }
            : {})}
        />
        <SafeAreaController />
        <AuthController />
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return root;
}
