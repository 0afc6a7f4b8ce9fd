import { media } from '@arcana/ui';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const query = window.matchMedia(media.desktop);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isDesktop(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(media.desktop).matches;
}

/**
 * Whether the desktop layout holds (lg and up). For parts drawn in one place or the other, so a
 * control exists once on the page (one tab list, not a hidden twin a test or screen reader finds).
 */
export function useDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktop, () => false);
}
