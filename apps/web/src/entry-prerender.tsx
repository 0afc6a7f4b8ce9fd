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

// Pages with forms are in too: what is typed before they hydrate reaches React afterwards
// (app-shell's replayEarlyInput).
export const prerenderPaths: readonly string[] = [
  '/',
  '/login',
  '/ai',
  '/ai/list',
  '/ai/articles/list',
  '/counseling',
  '/counseling/counselors',
  '/counseling/products',
  '/counseling/reviews',
  '/tarot-decks/list',
  '/shared/list',
  '/events/counselor/recruitment',
  '/notices/list',
  '/events',
  '/help',
  '/help/introduce',
  '/help/faq',
  '/help/contact-us',
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
