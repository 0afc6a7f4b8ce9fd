import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a page drawn at build time (or on a server) is drawn and hydrated, true once React
 * runs it; a page drawn in the browser is true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
