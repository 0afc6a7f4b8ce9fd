import { articleQueries } from '@arcana/api-client';
import type { ArticleMedia } from '@arcana/domain';
import { Button, ChevronLeftIcon, ChevronRightIcon, Skeleton } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type TouchEvent, useEffect, useRef } from 'react';
import * as mediaStyles from './ArticleMediaPage.css';
import { ArticlesLoadError } from './ArticlesLoadError';
import * as styles from './articles.css';
import { t } from './intl';
import { clampMediaIndex, keyStep, stepMediaIndex } from './media-index';

/** How far a finger travels across the picture before it counts as a swipe. */
const SWIPE_PX = 48;

export type ArticleMediaPageProps = {
  articleId: number;
  /** `?index=` (0-based), already parsed; out of range falls back to the nearest picture. */
  index: number | undefined;
  /** Shows another picture (the route puts it in the address, replacing the entry). */
  onIndexChange: (index: number) => void;
};

/** /ai/articles/{articleId}/media: the article's pictures one at a time, ← → to move. */
export function ArticleMediaPage({ articleId, index, onIndexChange }: ArticleMediaPageProps) {
  const media = useQuery(articleQueries.media(articleId));
  if (media.isPending) {
    return (
      <div
        className={styles.page}
        role="status"
        aria-busy="true"
        aria-label={t('web.articles.loading')}
      >
        <Skeleton shape="rect" width="100%" height={240} />
        <Skeleton width="60%" />
      </div>
    );
  }
  if (media.isError) {
    return <ArticlesLoadError onRetry={() => void media.refetch()} retrying={media.isFetching} />;
  }
  if (media.data.length === 0) {
    return (
      <div className={styles.centered}>
        <p>{t('web.articles.media.empty')}</p>
        <BackToArticle articleId={articleId} />
      </div>
    );
  }
  return (
    <MediaViewer
      articleId={articleId}
      media={media.data}
      index={clampMediaIndex(index, media.data.length)}
      onIndexChange={onIndexChange}
    />
  );
}

function MediaViewer({
  articleId,
  media,
  index,
  onIndexChange,
}: {
  articleId: number;
  media: readonly ArticleMedia[];
  index: number;
  onIndexChange: (index: number) => void;
}) {
  const count = media.length;
  const previous = stepMediaIndex(index, -1, count);
  const next = stepMediaIndex(index, 1, count);
  const current = media[index];

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      // Typing in a field (a comment, a search) keeps its arrow keys.
      const { target } = event;
      if (
        target instanceof Element &&
        target.closest('input, textarea, select, [contenteditable]')
      ) {
        return;
      }
      const step = keyStep(event.key);
      if (step === null) return;
      const to = stepMediaIndex(index, step, count);
      if (to === null) return;
      event.preventDefault();
      onIndexChange(to);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [index, count, onIndexChange]);

  // A swipe across the picture on a touch screen moves like the arrow keys.
  const swipeStart = useRef<number | null>(null);
  const onTouchStart = (event: TouchEvent<HTMLElement>) => {
    swipeStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const start = swipeStart.current;
    const end = event.changedTouches[0]?.clientX;
    swipeStart.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    const to = stepMediaIndex(index, end < start ? 1 : -1, count);
    if (to !== null) onIndexChange(to);
  };

  if (!current) return null;
  return (
    <div className={styles.page}>
      <figure
        className={mediaStyles.stage}
        aria-roledescription="carousel"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <img
          key={current.id}
          src={current.url}
          alt={current.alt}
          width={800}
          height={450}
          decoding="async"
          className={mediaStyles.image}
        />
        <figcaption className={mediaStyles.caption}>
          <span className={mediaStyles.position} aria-live="polite" aria-atomic="true">
            {t('web.articles.media.position', { current: index + 1, total: count })}
          </span>
          <span>{current.caption}</span>
        </figcaption>
      </figure>

      <div className={mediaStyles.controls}>
        <Button
          variant="secondary"
          disabled={previous === null}
          onClick={() => previous !== null && onIndexChange(previous)}
          aria-label={t('web.articles.media.previous')}
        >
          <ChevronLeftIcon size={20} aria-hidden="true" />
          {t('web.articles.media.previous')}
        </Button>
        <Button
          variant="secondary"
          disabled={next === null}
          onClick={() => next !== null && onIndexChange(next)}
          aria-label={t('web.articles.media.next')}
        >
          {t('web.articles.media.next')}
          <ChevronRightIcon size={20} aria-hidden="true" />
        </Button>
      </div>
      <p className={mediaStyles.hint}>{t('web.articles.media.hint')}</p>

      <ul className={mediaStyles.thumbnails} aria-label={t('web.articles.media.thumbnails')}>
        {media.map((item, position) => (
          <li key={item.id}>
            <button
              type="button"
              className={mediaStyles.thumbnail}
              aria-current={position === index ? 'true' : undefined}
              aria-label={t('web.articles.media.thumbnail', { position: position + 1 })}
              onClick={() => onIndexChange(position)}
            >
              <img src={item.url} alt="" width={96} height={54} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>

      <BackToArticle articleId={articleId} />
    </div>
  );
}

function BackToArticle({ articleId }: { articleId: number }) {
  return (
    <Link to="/ai/articles/$articleId/details" params={{ articleId }} className={mediaStyles.back}>
      <ChevronLeftIcon size={16} aria-hidden="true" />
      {t('web.articles.media.back')}
    </Link>
  );
}
