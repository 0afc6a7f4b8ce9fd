import { type ReactNode, useEffect, useRef, useState } from 'react';

export type NearViewportProps = {
  /** Drawn once the box is within `margin` of the viewport. */
  children: ReactNode;
  /** The box's class: give it the height of what it will hold, so nothing moves when it comes. */
  className?: string;
  /** How far below (or above) the viewport the box counts as near; default 300px. */
  margin?: string;
};

/**
 * A box for a part below the fold whose code need not be in a first visit (the footer's theme
 * switch): its children, usually a `lazyPart`, are drawn only when the reader scrolls near it.
 * The server and the first client render draw the empty box alike, so hydration agrees.
 * Without IntersectionObserver (old engines, tests) the children are drawn at once.
 */
export function NearViewport({ children, className, margin = '300px' }: NearViewportProps) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return (
    <div ref={box} className={className} data-near={near ? '' : undefined}>
      {near ? children : null}
    </div>
  );
}
