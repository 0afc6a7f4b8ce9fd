import '@arcana/ui/fonts.css';
import { bootApp } from '@arcana/app-shell';
import { themeClassNames } from '@arcana/ui';
import { queryClient } from './app/query-client';
import { createAppRouter } from './app/router';

bootApp({
  router: createAppRouter(queryClient),
  queryClient,
  themes: { dark: themeClassNames.darkLee, light: themeClassNames.light },
  buildId: __ARCANA_BUILD_ID__,
});
