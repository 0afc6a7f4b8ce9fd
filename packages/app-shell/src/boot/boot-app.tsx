import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CURRENT_BUILD_ID } from '../build-id';
import { installChunkReloadGuard } from '../chunks/chunk-reload-guard';
import { startNativeBridge } from '../native/start-native-bridge';
import { unregisterServiceWorkers } from '../service-worker/unregister-service-workers';
import { installUpdateCheck } from '../updates/update-check';
import { AppRoot, type AppThemes } from './AppRoot';

/** The <script> a prerendered page carries its queries in (vite/prerender-html.js writes it). */
export const PRERENDER_DATA_ID = 'arcana-data';

/**
 * Puts a prerendered page's queries into the cache as if fetched just now, so the router's
 * loaders keep them and the first render draws exactly what the markup shows. Returns a
 * function that marks them stale once the page is hydrated: whatever changed since the build
 * then fills in.
 */
function adoptPrerenderedData(queryClient: QueryClient): () => void {
  const script = document.getElementById(PRERENDER_DATA_ID);
  if (!script?.textContent) return () => {};
  try {
    const state = JSON.parse(script.textContent) as DehydratedState;
    const now = Date.now();
    for (const query of state.queries) query.state.dataUpdatedAt = now;
    hydrate(queryClient, state);
    const adopted = new Set(state.queries.map((query) => query.queryHash));
    return () => {
      void queryClient.invalidateQueries({ predicate: (query) => adopted.has(query.queryHash) });
    };
  } catch (error) {
    console.warn('Could not read the prerendered data', error);
    return () => {};
  }
}

export type BootAppOptions = AppThemes & {
  router: AnyRouter;
  queryClient: QueryClient;
  /** `__ARCANA_BUILD_ID__` of the app's build. */
  buildId?: string;
  /** Where React renders; default #root. */
  container?: HTMLElement | string;
  /**
   * Applies the stored theme before the first paint (apply-theme's bootTheme), for pages whose
   * head does not: the counselor app's, and the web app's in development. The web's built
   * pages run it inline in their head (the prerender writes it into every page and the shell),
   * so its production scripts leave it out.
   */
  bootTheme?: ((darkTheme: string, lightTheme: string) => void) | undefined;
};

/**
 * Starts an app: theme before first paint (unless the page's head did it), leftover service workers gone, native bridge open (in the app's WebView),
 * chunk-reload guard and new-build check on the router, then React with the shell providers.
 * A page the build prerendered (its container already holds the markup) is hydrated once the
 * router has loaded the page's route code and its data is in the cache, so the first render
 * matches the markup.
 */
export function bootApp({
  router,
  queryClient,
  themes,
  themeColors,
  buildId = CURRENT_BUILD_ID,
  container = '#root',
  bootTheme,
}: BootAppOptions): void {
  if (!document.documentElement.dataset.theme) bootTheme?.(themes.dark, themes.light);
  void unregisterServiceWorkers();
  startNativeBridge();
  installChunkReloadGuard(router);
  installUpdateCheck(router, { currentBuildId: buildId });

  const element = typeof container === 'string' ? document.querySelector(container) : container;
  if (!(element instanceof HTMLElement))
    throw new Error(`bootApp: no element ${String(container)}`);
  const tree = (
    <AppRoot router={router} queryClient={queryClient} themes={themes} themeColors={themeColors} />
  );
  if (element.firstElementChild) {
    const refreshAdopted = adoptPrerenderedData(queryClient);
    // The router then draws the tree the server drew (no Suspense around its matches), as a
    // router hydrating its own server rendering does.
    (router as { ssr?: unknown }).ssr = { manifest: undefined };
    const hydratePage = () => {
      hydrateRoot(element, tree);
      refreshAdopted();
    };
    void router.load().then(hydratePage, hydratePage);
    return;
  }
  createRoot(element).render(tree);
}
