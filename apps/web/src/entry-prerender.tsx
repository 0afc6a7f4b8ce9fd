// The build-time prerender's entry (vite build --ssr): draws one public page to HTML with the
// same router, query client setup and themes the browser uses (main.tsx). The paths are the
// public pages whose first paint matters (DESIGN "Public pages render without a browser").
import { setApiOrigin } from '@arcana/api-client';
import { createQueryClient, themeBootScript } from '@arcana/app-shell';
import { renderPage } from '@arcana/app-shell/prerender';
import { themeClassNames } from '@arcana/ui';
import { createAppRouter } from './app/router';

const themes = { dark: themeClassNames.darkLee, light: themeClassNames.light };

/** Runs in the page's head before the first paint: the visitor's theme, not the build's. */
export const headScript = themeBootScript(themes.dark, themes.light);

// Pages whose first screen is a form or a search box (/login, /help/contact-us, /help/faq,
// /counseling/counselors) stay out until their fields survive typing that happens before the
// scripts run: React does not see input made before hydration, so a search typed then is lost.
export const prerenderPaths: readonly string[] = [
  '/',
  '/ai',
  '/ai/list',
  '/ai/articles/list',
  '/counseling',
  '/counseling/products',
  '/counseling/reviews',
  '/tarot-decks/list',
  '/shared/list',
  '/events/counselor/recruitment',
  '/notices/list',
  '/events',
  '/help',
  '/help/introduce',
  '/terms',
  '/privacy',
  '/refund',
  '/youth-protection',
];

export function render(path: string, { apiOrigin }: { apiOrigin: string }) {
  setApiOrigin(apiOrigin);
  const queryClient = createQueryClient();
  return renderPage({ router: createAppRouter(queryClient), queryClient, path, themes });
}
