import { CHUNK_RELOAD_GUARD_MS } from '@arcana/domain';

/** What Chromium, Safari and Firefox say when a lazily loaded chunk cannot be fetched. */
// The browsers' words for a module that did not load, and Vite's for a chunk's stylesheet that
// did not (its preload helper rejects the import then).
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS for/i;

export const CHUNK_RELOAD_KEY_PREFIX = 'arcana.chunk-reload:';

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error === 'string') return CHUNK_LOAD_FAILURE.test(error);
  if (!(error instanceof Error)) return false;
  return CHUNK_LOAD_FAILURE.test(error.message) || isChunkLoadError(error.cause);
}

export type ChunkReloadOptions = {
  reload?: () => void;
  now?: () => number;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  pathname?: () => string;
  online?: () => boolean;
};

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * SPEC §8: a chunk that fails to load (usually: a new build replaced it) reloads the page once,
 * guarded per path for 10 s so a chunk that is really gone shows the error page instead of
 * reloading forever. Offline it never reloads: the browser would swap the page for its own
 * offline screen, and the chunk is most likely still there once the network is back.
 * Returns whether it reloads.
 */
export function reloadOnceForChunkError({
  reload = () => window.location.reload(),
  now = Date.now,
  storage = sessionStorageOrNull(),
  pathname = () => window.location.pathname,
  online = () => navigator.onLine,
}: ChunkReloadOptions = {}): boolean {
  if (!online()) return false;
  const key = `${CHUNK_RELOAD_KEY_PREFIX}${pathname()}`;
  const current = now();
  try {
    const last = Number(storage?.getItem(key));
    if (Number.isFinite(last) && last > 0 && current - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage?.setItem(key, String(current));
  } catch {
    // Without session storage there is no guard; one reload is still better than a dead page.
  }
  reload();
  return true;
}

/** Structural slice of a TanStack router, enough to watch for errored matches. */
export interface ChunkGuardRouter {
  subscribe(eventType: 'onResolved', listener: () => void): () => void;
  readonly state: { readonly matches: readonly { status: string; error?: unknown }[] };
}

/** Listens for Vite's preload failures and, given the router, for chunk errors of routes. */
export function installChunkReloadGuard(
  router?: ChunkGuardRouter,
  options: ChunkReloadOptions = {},
): () => void {
  const onPreloadError = (event: Event) => {
    // preventDefault keeps Vite from rethrowing while the page reloads.
    if (reloadOnceForChunkError(options)) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  const unsubscribe = router?.subscribe('onResolved', () => {
    const failed = router.state.matches.some(
      (match) => match.status === 'error' && isChunkLoadError(match.error),
    );
    if (failed) reloadOnceForChunkError(options);
  });
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    unsubscribe?.();
  };
}
