import { Button } from '@arcana/ui';
import { useEffect, useRef } from 'react';
import * as styles from './counseling.css';
import { t } from './intl';

/**
 * The end of an infinite list: loads the next page when it scrolls into view, and stays a
 * "더 보기" button for keyboards, screen readers and browsers without IntersectionObserver.
 */
export function LoadMore({
  hasMore,
  loading,
  onMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  latest.current = onMore;

  // Observed again after each page: a new observer reports at once whether the end is still
  // in view (a short page), so the list keeps filling the screen.
  useEffect(() => {
    const node = ref.current;
    if (!node || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  if (!hasMore) return null;
  return (
    <div ref={ref} className={styles.moreRow}>
      <Button variant="secondary" loading={loading} onClick={onMore}>
        {t('counseling.more')}
      </Button>
    </div>
  );
}
