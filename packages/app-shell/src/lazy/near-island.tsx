import { type ComponentType, lazy, memo, Suspense, useEffect, useRef } from 'react';

type Module<P> = { default: ComponentType<P> };

/** Every island's preload, for the build's renderer to run before drawing a page. */
const preloads = new Set<() => Promise<unknown>>();

/** Loads every island's code: a page drawn at build time holds the islands whole. */
export function preloadIslands(): Promise<unknown[]> {
  return Promise.all([...preloads].map((preload) => preload()));
}

/** A promise that settles once one of the elements given to `watch` comes near the viewport. */
function nearSignal(margin: string) {
  let resolve: () => void = () => {};
  const near = new Promise<void>((settle) => {
    resolve = settle;
  });
  let observer: IntersectionObserver | undefined;
  const watch = (element: Element | null) => {
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      resolve();
      return;
    }
    observer ??= new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        resolve();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
  };
  return { near, watch };
}

/** A thenable React.lazy reads at once: code already here draws without suspending. */
function settled<T>(value: T): PromiseLike<T> {
  return {
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose; React.lazy resolves one that calls back at once without suspending.
    then: <R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null) =>
      (onFulfilled ? onFulfilled(value) : value) as unknown as PromiseLike<R1 | R2>,
  };
}

function IslandView<P extends object>({
  part: Part,
  watch,
  className,
  props,
}: {
  part: ComponentType<P>;
  watch: (element: Element | null) => void;
  className: string | undefined;
  props: P;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => watch(box.current), [watch]);
  return (
    <div ref={box} className={className}>
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    </div>
  );
}

export type NearIslandOptions = {
  /** The box around the part (it is what is watched); give it a height if it may be empty. */
  className?: string;
  /** How far below the viewport counts as near; default 300px. */
  margin?: string;
};

/**
 * A part below the fold whose code need not be in a first visit (the web footer), yet whose
 * markup a page drawn at build time holds whole. The build draws it with its code loaded
 * (preloadIslands); the browser keeps that markup as it is, not yet hydrated, until the reader
 * scrolls near it, then loads the code and hydrates it. A page drawn in the browser shows an
 * empty box until then. A failed load (offline) waits for the network and tries again; it never
 * reaches an error page. The part takes no props from a parent that re-renders (it is memoised),
 * since an update would make React drop the markup it has not hydrated.
 */
export function nearIsland<P extends object>(
  load: () => Promise<Module<P>>,
  { className, margin = '300px' }: NearIslandOptions = {},
): ComponentType<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  preloads.add(preload);

  // Resolves with the code, however many tries it takes: offline, the next try waits for the
  // `online` event.
  const loadUntilLoaded = (): Promise<Module<P>> =>
    preload().catch(
      () =>
        new Promise<Module<P>>((resolve) => {
          addEventListener('online', () => resolve(loadUntilLoaded()), { once: true });
        }),
    );

  const { near, watch } = nearSignal(margin);
  const Part = lazy(() =>
    loaded ? (settled(loaded) as Promise<Module<P>>) : near.then(loadUntilLoaded),
  );

  return memo((props: P) => (
    <IslandView part={Part} watch={watch} className={className} props={props} />
  )) as unknown as ComponentType<P>;
}
