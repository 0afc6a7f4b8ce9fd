export const VERSION_FILE_PATH = '/version.json';

/** Reads the buildId the server has now; undefined when it cannot tell. */
export async function fetchBuildId(): Promise<string | undefined> {
  const response = await fetch(VERSION_FILE_PATH, {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) return undefined;
  const body = (await response.json()) as { buildId?: unknown };
  return typeof body.buildId === 'string' && body.buildId !== '' ? body.buildId : undefined;
}

type NavigationEvent = {
  toLocation: { href: string; publicHref?: string };
  fromLocation?: unknown;
};

/** Structural slice of a TanStack router. */
export interface UpdateCheckRouter {
  subscribe(eventType: 'onBeforeNavigate', listener: (event: NavigationEvent) => void): () => void;
}

export type UpdateCheckOptions = {
  currentBuildId: string;
  fetchVersion?: () => Promise<string | undefined>;
  minIntervalMs?: number;
  now?: () => number;
  /** Full page load of a same-origin path. */
  assign?: (href: string) => void;
};

/**
 * SPEC §2 "detects a new build and reloads": on navigations and when the tab becomes visible it
 * asks /version.json (at most once per minIntervalMs). Once the server has another build, the
 * NEXT navigation becomes a full page load of its target, so nobody loses what they are typing
 * and the new build arrives between two pages.
 */
export function installUpdateCheck(
  router: UpdateCheckRouter,
  {
    currentBuildId,
    fetchVersion = fetchBuildId,
    minIntervalMs = 60_000,
    now = Date.now,
    assign = (href) => window.location.assign(href),
  }: UpdateCheckOptions,
): () => void {
  let updatePending = false;
  let checking = false;
  let lastCheckAt = Number.NEGATIVE_INFINITY;

  async function check() {
    if (updatePending || checking || now() - lastCheckAt < minIntervalMs) return;
    checking = true;
    lastCheckAt = now();
    try {
      const buildId = await fetchVersion();
      if (buildId !== undefined && buildId !== currentBuildId) updatePending = true;
    } catch (error) {
      console.warn('Could not check for a new build', error);
    } finally {
      checking = false;
    }
  }

  const unsubscribe = router.subscribe('onBeforeNavigate', (event) => {
    // The first load has no fromLocation: that is not a navigation between pages.
    if (updatePending && event.fromLocation !== undefined) {
      // publicHref is what the address bar shows when a rewrite or basepath applies.
      assign(event.toLocation.publicHref ?? event.toLocation.href);
      return;
    }
    void check();
  });

  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') void check();
  };
  document.addEventListener('visibilitychange', onVisibilityChange);

  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
