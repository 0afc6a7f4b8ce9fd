import { Button } from '@arcana/ui';
import { useEffect, useRef } from 'react';
import { t } from './intl';
import * as styles from './sessions.css';

/**
 * The end of a list that pages: loads more when it scrolls into view, and stays a button for
 * keyboards, screen readers and browsers without IntersectionObserver.
 */
export function LoadMore({
  loading,
  onMore,
  auto = true,
}: {
  loading: boolean;
  onMore: () => void;
  /** False after a failed page: only a press asks again, never a loop of failures. */
  auto?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  latest.current = onMore;

  // Observed again after each page: a new observer reports at once whether the end is still in
  // view (a short page), so the list keeps filling the screen.
  useEffect(() => {
    const node = ref.current;
    if (!node || loading || !auto || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [loading, auto]);

  return (
    <div ref={ref} className={styles.moreRow}>
      <Button variant="secondary" loading={loading} onClick={onMore}>
        {t('web.sessions.more')}
      </Button>
    </div>
  );
}
