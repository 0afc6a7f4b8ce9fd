import type { QueryClient } from '@tanstack/react-query';
import { type AnyRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { AuthController } from '../auth/AuthController';
import { AppProviders } from '../providers/AppProviders';
import { SafeAreaController } from '../safe-area/SafeAreaController';
import { ThemeController } from '../theme/ThemeController';

export type AppThemes = {
  /** Theme class names: web dark = darkLee, counselor dark = darkNight; light is shared. */
  themes: { dark: string; light: string };
  /** <meta name="theme-color"> per mode; default: the applied theme's body background. */
  themeColors?: { dark: string; light: string } | undefined;
};

export type AppRootProps = AppThemes & { router: AnyRouter; queryClient: QueryClient };

/**
 * The whole React tree of an app. The browser (bootApp) and the build-time prerender
 * (renderPage) draw the same tree, so a prerendered page hydrates without a difference.
 */
export function AppRoot({ router, queryClient, themes, themeColors }: AppRootProps) {
  return (
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
    </StrictMode>
  );
}
