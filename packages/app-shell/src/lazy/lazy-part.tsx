import { type ComponentType, useEffect, useState } from 'react';

type Part<P> = {
  load: () => Promise<{ default: ComponentType<P> }>;
  loaded?: ComponentType<P>;
  pending?: Promise<void> | undefined;
};

function LazyPartView<P extends object>({ part, props }: { part: Part<P>; props: P }) {
  const [, setAttempts] = useState(0);
  const Loaded = part.loaded;
  useEffect(() => {
    if (Loaded) return;
    const attempt = () => {
      part.pending ??= part.load().then(
        (module) => {
          part.loaded = module.default;
        },
        () => {
          // Offline or a flaky network: the next mount or the `online` event asks again.
          part.pending = undefined;
        },
      );
      void part.pending.then(() => setAttempts((count) => count + 1));
    };
    attempt();
    addEventListener('online', attempt);
    return () => removeEventListener('online', attempt);
  }, [part, Loaded]);
  return Loaded ? <Loaded {...props} /> : null;
}

/**
 * React.lazy for a part the page can live without (toaster, bell, realtime layer, dialogs). A
 * rejected import (offline, a flaky network) would throw to the root and blank every page; here
 * the part draws nothing instead and its import runs again when the browser is back online or
 * the part mounts again. No Suspense boundary is needed.
 */
export function lazyPart<P extends object>(load: Part<P>['load']): ComponentType<P> {
  const part: Part<P> = { load };
  return (props: P) => <LazyPartView part={part} props={props} />;
}
