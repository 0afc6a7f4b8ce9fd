import type {
  AiCharacterSummary,
  CounselingReview,
  CounselorSummary,
  EventSummary,
  NoticeSummary,
  ProductCard,
} from '@arcana/domain';
import { imageSrc } from '@arcana/domain';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as styles from './HomePage.css';
import { t } from './intl';

// The home's sections: small, plain cards made for this page (the first page's scripts count),
// each list with a skeleton of its final size while the home's one request is on its way.

const seoulDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  month: '2-digit',
  day: '2-digit',
});

/** MM.DD of the Seoul day, as Korean lists write a recent date. */
function day(iso: string): string {
  return seoulDate.format(new Date(iso)).replace('-', '.');
}

export function SectionHead({ id, title, to }: { id: string; title: string; to: LinkProps['to'] }) {
  return (
    <div className={styles.sectionHead}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <Link to={to} className={styles.more} aria-label={t('web.home.seeAllOf', { section: title })}>
        {t('web.home.seeAll')}
      </Link>
    </div>
  );
}

type ListState<T> = { items: readonly T[] | undefined; failed: boolean };

/**
 * The list, its skeleton (`count` placeholders of the final size) or, once the home answered
 * with nothing for this section, a short note.
 */
function SectionList<T>({
  items,
  failed,
  count,
  rail = false,
  placeholder,
  empty = t('web.home.empty'),
  render,
}: ListState<T> & {
  count: number;
  rail?: boolean;
  placeholder: string;
  empty?: ReactNode;
  render: (item: T) => ReactNode;
}) {
  const listClass = rail ? styles.rail : styles.list;
  if (failed) return null;
  if (!items) {
    return (
      <ul className={listClass} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className={placeholder} />
        ))}
      </ul>
    );
  }
  if (items.length === 0) return <p className={styles.empty}>{empty}</p>;
  return <ul className={listClass}>{items.map(render)}</ul>;
}

function Rating({ rating, reviewCount }: { rating: number | null; reviewCount: number }) {
  if (rating === null) return <span className={styles.meta}>{t('web.home.noRating')}</span>;
  const label = `${t('web.home.rating', { rating: rating.toFixed(1) })}, ${t('web.home.reviewCount', { count: reviewCount })}`;
  return (
    <span className={styles.meta} role="img" aria-label={label}>
      <span className={styles.star}>★</span> {rating.toFixed(1)} ({reviewCount})
    </span>
  );
}

export function CharacterRail({
  characters,
  failed,
}: {
  characters: readonly AiCharacterSummary[] | undefined;
  failed: boolean;
}) {
  return (
    <SectionList
      items={characters}
      failed={failed}
      count={4}
      rail
      placeholder={styles.characterSkeleton}
      render={(character) => (
        <li key={character.id} className={styles.railItem}>
          <Link to="/ai/$id" params={{ id: character.id }} className={styles.character}>
            <img
              src={character.portraitUrl}
              alt=""
              width={72}
              height={72}
              loading="lazy"
              decoding="async"
              className={styles.portrait}
              style={{ background: character.palette[0] }}
            />
            <span className={styles.characterName}>{character.name}</span>
            <span className={styles.characterTitle}>{character.title}</span>
          </Link>
        </li>
      )}
    />
  );
}

export function CounselorRail({
  counselors,
  failed,
}: {
  counselors: readonly CounselorSummary[] | undefined;
  failed: boolean;
}) {
  return (
    <SectionList
      items={counselors}
      failed={failed}
      count={4}
      rail
      placeholder={styles.counselorSkeleton}
      empty={
        <>
          {t('web.home.onlineEmpty')}{' '}
          <Link to="/counseling/counselors" className={styles.inlineLink}>
            {t('web.home.counselingTitle')}
          </Link>
        </>
      }
      render={(counselor) => (
        <li key={counselor.id} className={styles.railItem}>
          <Link
            to="/counseling/counselors/$id"
            params={{ id: counselor.id }}
            className={styles.counselor}
          >
            <span className={styles.avatarFrame}>
              <img
                src={counselor.imageUrl}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
                className={styles.avatar}
              />
              <span className={styles.onlineDot} aria-hidden="true" />
            </span>
            <span className={styles.counselorName}>{counselor.name}</span>
            <Rating rating={counselor.rating} reviewCount={counselor.reviewCount} />
            <span className={styles.categories}>
              {counselor.categories
                .slice(0, 2)
                .map((category) => category.name)
                .join(' · ')}
            </span>
          </Link>
        </li>
      )}
    />
  );
}

export function ProductList({
  products,
  failed,
}: {
  products: readonly ProductCard[] | undefined;
  failed: boolean;
}) {
  return (
    <SectionList
      items={products}
      failed={failed}
      count={3}
      placeholder={styles.rowSkeleton}
      render={(product) => (
        <li key={product.id}>
          <Link
            to="/counseling/products/$id"
            params={{ id: product.id }}
            className={styles.productRow}
          >
            <img
              src={imageSrc(product.mainImage, { displayWidth: 100 })}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              decoding="async"
              className={styles.thumb}
            />
            <span className={styles.rowBody}>
              <span className={styles.rowTitle}>{product.name}</span>
              <span className={styles.meta}>
                {product.counselor.name} · {t('web.home.type', { type: product.counselingType })}{' '}
                {product.durationMinutes === null
                  ? t('web.home.unlimited')
                  : t('web.home.minutes', { minutes: product.durationMinutes })}
              </span>
            </span>
            <span className={styles.price}>{t('web.home.price', { price: product.price })}</span>
          </Link>
        </li>
      )}
    />
  );
}

export function ReviewList({
  reviews,
  failed,
}: {
  reviews: readonly CounselingReview[] | undefined;
  failed: boolean;
}) {
  return (
    <SectionList
      items={reviews}
      failed={failed}
      count={3}
      placeholder={styles.reviewSkeleton}
      render={(review) => (
        <li key={review.id}>
          <Link to="/counseling/reviews/$id" params={{ id: review.id }} className={styles.review}>
            <span className={styles.reviewHead}>
              <span
                className={styles.stars}
                role="img"
                aria-label={t('web.home.stars', { rating: review.rating })}
              >
                {'★'.repeat(review.rating)}
                <span className={styles.starsOff}>{'★'.repeat(5 - review.rating)}</span>
              </span>
              <span className={styles.meta}>
                {review.authorName} · {day(review.createdAt)}
              </span>
            </span>
            <span className={styles.reviewText}>{review.content}</span>
            <span className={styles.meta}>
              {t('web.home.reviewOf', {
                counselor: review.counselor.name,
                product: review.product.name,
              })}
            </span>
          </Link>
        </li>
      )}
    />
  );
}

export function EventList({
  events,
  failed,
}: {
  events: readonly EventSummary[] | undefined;
  failed: boolean;
}) {
  return (
    <SectionList
      items={events}
      failed={failed}
      count={2}
      placeholder={styles.rowSkeleton}
      render={(event) => (
        <li key={event.id}>
          <Link to="/events/$id" params={{ id: event.id }} className={styles.textRow}>
            <span className={styles.rowTitle}>{event.title}</span>
            <span className={styles.meta}>
              {t('web.home.period', { start: day(event.startsAt), end: day(event.endsAt) })}
            </span>
          </Link>
        </li>
      )}
    />
  );
}

export function NoticeList({
  notices,
  failed,
}: {
  notices: readonly NoticeSummary[] | undefined;
  failed: boolean;
}) {
  return (
    <SectionList
      items={notices}
      failed={failed}
      count={3}
      placeholder={styles.noticeSkeleton}
      render={(notice) => (
        <li key={notice.id}>
          <Link to="/notices/$id" params={{ id: notice.id }} className={styles.noticeRow}>
            <span className={styles.noticeCategory}>
              {notice.pinned
                ? t('web.home.pinned')
                : t('web.home.noticeCategory', { category: notice.category })}
            </span>
            <span className={styles.noticeTitle}>{notice.title}</span>
            <time className={styles.meta} dateTime={notice.publishedAt}>
              {day(notice.publishedAt)}
            </time>
          </Link>
        </li>
      )}
    />
  );
}
