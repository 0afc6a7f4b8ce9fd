import '@arcana/ui/fonts.css';
import { bootApp, bootTheme } from '@arcana/app-shell';
import { themeClassNames } from '@arcana/ui';
import { queryClient } from './app/query-client';
import { createAppRouter } from './app/router';

bootApp({
  router: createAppRouter(queryClient),
  queryClient,
  themes: { dark: themeClassNames.darkNight, light: themeClassNames.light },
  buildId: __ARCANA_BUILD_ID__,
  // Its pages are drawn in the browser only: the theme is applied here, before React.
  bootTheme: bootTheme,
});
