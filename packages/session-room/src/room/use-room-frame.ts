import { media } from '@arcana/ui';
import { type RefObject, useLayoutEffect } from 'react';

/** Space kept under the desktop panel, so it never touches the window's edge. */
const DESKTOP_GAP_PX = 24;

/**
 * Fits the room to the window around the app's own chrome, whichever app hosts it: on phones
 * the room is pinned between the header (where main starts) and the bottom navigation, if the
 * layout has one; on desktop it is as tall as what is left of the window below its top.
 */
export function useRoomFrame(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof window === 'undefined') return;
    const desktop = window.matchMedia(media.desktop);
    const measure = () => {
      if (desktop.matches) {
        const top = element.getBoundingClientRect().top + window.scrollY;
        element.style.setProperty(
          '--room-height',
          `${Math.max(0, window.innerHeight - top - DESKTOP_GAP_PX)}px`,
        );
        return;
      }
      const main = document.getElementById('main');
      const top = main ? main.getBoundingClientRect().top + window.scrollY : 56;
      const nav = document.querySelector<HTMLElement>('[data-nav="bottom"]');
      // Fixed elements have no offsetParent: ask the style whether the bar shows at this width.
      const shown = nav !== null && window.getComputedStyle(nav).display !== 'none';
      const bottom = shown ? nav.getBoundingClientRect().height : 0;
      element.style.setProperty('--room-top', `${Math.max(0, top)}px`);
      element.style.setProperty('--room-bottom', `${bottom}px`);
    };
    measure();
    window.addEventListener('resize', measure);
    desktop.addEventListener('change', measure);
    return () => {
      window.removeEventListener('resize', measure);
      desktop.removeEventListener('change', measure);
    };
  }, [ref]);
}
