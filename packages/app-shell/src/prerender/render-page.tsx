import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query';
import { type AnyRouter, createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AppRoot, type AppThemes } from '../boot/AppRoot';
import { preloadIslands } from '../lazy/near-island';

export type RenderedPage = {
  /** The markup of the app's container (#root). */
  html: string;
  /** The page's <title>, as the router's head says. */
  title: string;
  /** 200, or 404 when the path matched no route (or a route said not found). */
  status: 200 | 404;
  /** The queries the page's loaders filled, for the browser to start from (hydrate). */
  data: DehydratedState;
  /** Query keys whose load failed: the page would show an error state, never to be baked. */
  failed: string[];
};

export type RenderPageOptions = AppThemes & {
  /** A fresh router for this page (its own memory history is set here). */
  router: AnyRouter;
  queryClient: QueryClient;
  /** The path to draw, e.g. `/notices/list`. */
  path: string;
};

function titleOf(router: AnyRouter): string {
  const matches = router.state.matches as readonly {
    meta?: readonly ({ title?: string } | undefined)[];
  }[];
  let title = '';
  for (const match of matches) {
    for (const meta of match.meta ?? []) if (meta?.title) title = meta.title;
  }
  return title;
}

/**
 * Draws one page of an app to HTML at build time: the router loads the path (route code and
 * loaders) and React renders the same tree the browser hydrates (AppRoot).
 */
export async function renderPage({
  router,
  queryClient,
  path,
  themes,
  themeColors,
}: RenderPageOptions): Promise<RenderedPage> {
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  // The parts the browser hydrates when the reader comes near (the footer) are drawn whole.
  await preloadIslands();
  const html = renderToString(
    <AppRoot router={router} queryClient={queryClient} themes={themes} themeColors={themeColors} />,
  );
  const notFound = router.state.matches.some(
    (match: { status: string; _notFound?: boolean }) =>
      match.status === 'notFound' || match._notFound === true,
  );
  const queries = queryClient.getQueryCache().getAll();
  const failed = queries
    .filter((query) => query.state.status === 'error')
    .map((query) => JSON.stringify(query.queryKey));
  // Only public data: a build has no visitor, and 'me' (the session) is never baked in.
  const data = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && query.queryKey[0] !== 'me',
  });
  return { html, title: titleOf(router), status: notFound ? 404 : 200, data, failed };
}
