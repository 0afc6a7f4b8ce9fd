import { type ComponentType, type ReactElement, useEffect, useState } from 'react';

type Part<P> = {
  load: () => Promise<{ default: ComponentType<P> }>;
  loaded?: ComponentType<P>;
  /** The import on its way; settles with whether it worked. */
  loading?: Promise<boolean> | undefined;
  whenFailed?: ComponentType<P> | undefined;
  pending?: ComponentType<P> | undefined;
};

function LazyPartView<P extends object>({ part, props }: { part: Part<P>; props: P }) {
  const [, setAttempts] = useState(0);
  const [failed, setFailed] = useState(false);
  const Loaded = part.loaded;
  useEffect(() => {
    if (Loaded) return;
    let mounted = true;
    const attempt = () => {
      part.loading ??= part.load().then(
        (module) => {
          part.loaded = module.default;
          return true;
        },
        () => {
          // Offline or a flaky network: the next mount or the `online` event asks again.
          part.loading = undefined;
          return false;
        },
      );
      void part.loading.then((loaded) => {
        if (!mounted) return;
        if (loaded) setAttempts((count) => count + 1);
        else setFailed(true);
      });
    };
    attempt();
    addEventListener('online', attempt);
    return () => {
      mounted = false;
      removeEventListener('online', attempt);
    };
  }, [part, Loaded]);
  if (Loaded) return <Loaded {...props} />;
  const Instead = failed ? part.whenFailed : part.pending;
  return Instead ? <Instead {...props} /> : null;
}

export type LazyPartOptions<P> = {
  /**
   * Drawn instead while the import has failed (offline): for a part that must say something
   * even then, from code the first page already has. Without it the part draws nothing.
   */
  whenFailed?: ComponentType<P>;
  /** Drawn while the import is on its way; without it, nothing. */
  pending?: ComponentType<P>;
};

/**
 * React.lazy for a part the page can live without (toaster, bell, realtime layer, dialogs, the
 * full error pages). A rejected import (offline, a flaky network) would throw to the root and
 * blank every page; here the part draws nothing (or its `whenFailed`) instead, and its import
 * runs again when the browser is back online or the part mounts again. No Suspense boundary is
 * needed.
 */
export function lazyPart<P extends object>(
  load: Part<P>['load'],
  { whenFailed, pending }: LazyPartOptions<P> = {},
): (props: P) => ReactElement {
  const part: Part<P> = { load, whenFailed, pending };
  return (props: P) => <LazyPartView part={part} props={props} />;
}
