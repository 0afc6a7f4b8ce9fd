import {
  COUNSELING_TYPE_LABELS,
  type CounselingType,
  type CounselorSummary,
  formatKRW,
} from '@arcana/domain';
import { ChatIcon, PhoneIcon, Skeleton, VideoIcon } from '@arcana/ui';
import { Link } from '@tanstack/react-router';
import * as styles from './CounselorCard.css';
import * as page from './counseling.css';
import { FavoriteButton } from './FavoriteButton';
import { t } from './intl';
import { Rating } from './Rating';
import { StatusBadge, StatusDot } from './StatusBadge';

const CARD_KEYWORDS = 3;

/** A counselor in 상담사 찾기 and /me/favorites: the whole card opens the profile. */
export function CounselorCard({ counselor }: { counselor: CounselorSummary }) {
  return (
    <article
      className={styles.card}
      data-testid="counselor-card"
      data-counselor-id={counselor.id}
      aria-labelledby={`counselor-${counselor.id}-name`}
    >
      <div className={styles.portraitBox}>
        <img
          className={styles.portrait}
          src={counselor.imageUrl}
          alt=""
          width={72}
          height={72}
          loading="lazy"
        />
        <StatusDot status={counselor.status} />
      </div>
      <div className={styles.body}>
        <div className={styles.nameRow}>
          <h3 id={`counselor-${counselor.id}-name`} className={styles.name}>
            <Link
              to="/counseling/counselors/$id"
              params={{ id: counselor.id }}
              className={styles.link}
            >
              {counselor.name}
            </Link>
          </h3>
          <StatusBadge status={counselor.status} />
        </div>
        <div className={styles.meta}>
          <Rating rating={counselor.rating} reviewCount={counselor.reviewCount} />
          {counselor.careerYears > 0 ? (
            <span>{t('counseling.counselor.career', { years: counselor.careerYears })}</span>
          ) : null}
        </div>
        {counselor.introduction ? <p className={styles.intro}>{counselor.introduction}</p> : null}
        {counselor.keywords.length > 0 ? (
          <ul className={styles.keywords} aria-label={t('counseling.counselor.keywords')}>
            {counselor.keywords.slice(0, CARD_KEYWORDS).map((keyword) => (
              <li key={keyword} className={page.keyword}>
                #{keyword}
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.footer}>
          <CounselingTypes types={counselor.counselingTypes} />
          {counselor.minPrice === null ? null : (
            <span className={styles.priceFrom}>
              {t('counseling.counselor.priceFrom', { price: formatKRW(counselor.minPrice) })}
            </span>
          )}
        </div>
      </div>
      <div className={styles.favorite}>
        <FavoriteButton
          counselorId={counselor.id}
          name={counselor.name}
          favorite={counselor.favorite}
        />
      </div>
    </article>
  );
}

const TYPE_ICONS = { CHAT: ChatIcon, CALL: PhoneIcon, VIDEO: VideoIcon } as const;

/** 채팅 · 전화 · 영상 as small icons, named for screen readers. */
export function CounselingTypes({ types }: { types: readonly CounselingType[] }) {
  if (types.length === 0) return <span />;
  return (
    <span
      className={styles.types}
      role="img"
      aria-label={types.map((type) => COUNSELING_TYPE_LABELS[type]).join(', ')}
    >
      {types.map((type) => {
        const Icon = TYPE_ICONS[type];
        return (
          <span key={type} className={styles.typeIcon} title={COUNSELING_TYPE_LABELS[type]}>
            <Icon size={14} aria-hidden="true" />
          </span>
        );
      })}
    </span>
  );
}

export const COUNSELOR_SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

export function CounselorCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton shape="rect" width={72} height={72} />
      <div className={styles.body}>
        <Skeleton width="40%" height={20} />
        <Skeleton width="60%" />
        <Skeleton width="90%" />
        <Skeleton width="50%" />
      </div>
    </div>
  );
}

/** The home's "상담 가능" rail: portrait, name, status. */
export function CounselorTile({ counselor }: { counselor: CounselorSummary }) {
  return (
    <article className={styles.tile} data-testid="counselor-card" data-counselor-id={counselor.id}>
      <div className={styles.tilePortraitBox}>
        <img
          className={styles.tilePortrait}
          src={counselor.imageUrl}
          alt=""
          width={80}
          height={80}
          loading="lazy"
        />
        <StatusDot status={counselor.status} />
      </div>
      <h3 className={styles.name}>
        <Link to="/counseling/counselors/$id" params={{ id: counselor.id }} className={styles.link}>
          {counselor.name}
        </Link>
      </h3>
      <StatusBadge status={counselor.status} />
      <Rating rating={counselor.rating} reviewCount={counselor.reviewCount} />
      {counselor.keywords[0] ? (
        <span className={styles.tileKeyword}>#{counselor.keywords[0]}</span>
      ) : null}
    </article>
  );
}
