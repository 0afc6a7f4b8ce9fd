import '@arcana/ui/fonts.css';
import { bootApp, bootTheme } from '@arcana/app-shell';
import { themeClassNames } from '@arcana/ui';
import { queryClient } from './app/query-client';
import { createAppRouter } from './app/router';

bootApp({
  router: createAppRouter(queryClient),
  queryClient,
  themes: { dark: themeClassNames.darkLee, light: themeClassNames.light },
  buildId: __ARCANA_BUILD_ID__,
  // The built pages apply the theme in their head (the prerender writes it); the dev server's
  // page has no such script.
  bootTheme: import.meta.env.DEV ? bootTheme : undefined,
});
