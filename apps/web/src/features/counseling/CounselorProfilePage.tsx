import { counselingQueries } from '@arcana/api-client';
import { type CounselorDetail, formatNumber, SLOT_GRID_MINUTES } from '@arcana/domain';
import { buttonStyle, ProductImage, Skeleton } from '@arcana/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as profile from './CounselorProfilePage.css';
import * as styles from './counseling.css';
import { FavoriteButton } from './FavoriteButton';
import { InfiniteList } from './InfiniteList';
import { t } from './intl';
import { LoadError } from './LoadError';
import { ProductRow } from './ProductCard';
import { Rating } from './Rating';
import { ReviewCard, ReviewCardSkeleton } from './ReviewCard';
import { SectionHeader } from './SectionHeader';
import { StatusBadge, StatusDot } from './StatusBadge';
import { SlotCalendar } from './slots';
import { useCounselorStatusLive } from './use-counselor-status-live';

/** A counselor's profile (/counseling/counselors/$id). */
export function CounselorProfilePage({ id }: { id: number }) {
  useCounselorStatusLive();
  const counselor = useQuery(counselingQueries.counselor(id));
  if (counselor.isError) {
    return (
      <div className={styles.page}>
        <LoadError onRetry={() => counselor.refetch()} retrying={counselor.isFetching} />
      </div>
    );
  }
  if (!counselor.data) return <ProfileSkeleton />;
  const data = counselor.data;
  return (
    <div className={profile.layout} data-testid="counselor-profile" data-counselor-id={data.id}>
      <ProfileAside counselor={data} />
      <div className={profile.main}>
        <ProductsSection counselor={data} />
        <section className={styles.section} aria-labelledby="counselor-slots">
          <SectionHeader
            id="counselor-slots"
            title={t('counseling.profile.slots')}
            lead={t('counseling.profile.slotsLead')}
          />
          <SlotCalendar counselorId={data.id} durationMinutes={SLOT_GRID_MINUTES} readOnly />
        </section>
        {data.details ? (
          <section className={styles.section} aria-labelledby="counselor-details">
            <SectionHeader id="counselor-details" title={t('counseling.profile.details')} />
            <p className={profile.details}>{data.details}</p>
          </section>
        ) : null}
        {data.certificates.length > 0 ? <Certificates counselor={data} /> : null}
        {data.gallery.length > 0 ? <GalleryPreview counselor={data} /> : null}
        <ReviewsSection counselor={data} />
      </div>
    </div>
  );
}

function ProfileAside({ counselor }: { counselor: CounselorDetail }) {
  return (
    <aside className={profile.aside} aria-labelledby="counselor-name">
      <div className={profile.identity}>
        <div className={profile.portraitBox}>
          <img
            className={profile.portrait}
            src={counselor.imageUrl}
            alt={t('counseling.profile.portraitAlt', { name: counselor.name })}
            width={160}
            height={160}
          />
          <StatusDot status={counselor.status} />
        </div>
        <div className={profile.nameBlock}>
          <StatusBadge status={counselor.status} live />
          <h1 id="counselor-name" className={profile.name}>
            {counselor.name}
          </h1>
          <div className={profile.stats}>
            <Rating rating={counselor.rating} reviewCount={counselor.reviewCount} />
            {counselor.careerYears > 0 ? (
              <span>{t('counseling.counselor.career', { years: counselor.careerYears })}</span>
            ) : null}
          </div>
        </div>
      </div>
      {counselor.categories.length > 0 ? (
        <ul className={styles.chips} aria-label={t('counseling.profile.categories')}>
          {counselor.categories.map((category) => (
            <li key={category.id}>
              <Link
                to="/counseling/counselors"
                search={{ category: category.slug }}
                className={styles.chip}
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {counselor.keywords.length > 0 ? (
        <ul className={styles.chips} aria-label={t('counseling.counselor.keywords')}>
          {counselor.keywords.map((keyword) => (
            <li key={keyword} className={styles.keyword}>
              #{keyword}
            </li>
          ))}
        </ul>
      ) : null}
      {counselor.introduction ? (
        <p className={profile.introduction}>{counselor.introduction}</p>
      ) : null}
      <div className={profile.actions}>
        <FavoriteButton
          counselorId={counselor.id}
          name={counselor.name}
          favorite={counselor.favorite}
          count={counselor.favoriteCount}
        />
        <a
          href="#counselor-products"
          className={buttonStyle({ variant: 'primary', size: 'lg', fullWidth: true })}
        >
          {t('counseling.profile.choose')}
        </a>
      </div>
    </aside>
  );
}

function ProductsSection({ counselor }: { counselor: CounselorDetail }) {
  return (
    <section className={styles.section} aria-labelledby="counselor-products">
      <SectionHeader
        id="counselor-products"
        title={t('counseling.profile.products')}
        lead={t('counseling.profile.productsLead')}
      />
      {counselor.products.length === 0 ? (
        <p className={styles.empty}>{t('counseling.profile.noProducts')}</p>
      ) : (
        <ul className={profile.productList}>
          {counselor.products.map((product) => (
            <ProductRow key={product.id} product={product} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Certificates({ counselor }: { counselor: CounselorDetail }) {
  return (
    <section className={styles.section} aria-labelledby="counselor-certificates">
      <SectionHeader id="counselor-certificates" title={t('counseling.profile.certificates')} />
      <ul className={profile.certificates}>
        {counselor.certificates.map((certificate) => (
          <li key={certificate.id} className={profile.certificate}>
            <ProductImage
              source={certificate.image}
              alt=""
              displayWidth={100}
              width={56}
              height={56}
              className={profile.certificateImage}
            />
            <span className={profile.certificateText}>
              <span className={profile.certificateName}>{certificate.name}</span>
              <span className={styles.muted}>
                {[certificate.issuer, certificate.grade, certificate.issuedOn]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GalleryPreview({ counselor }: { counselor: CounselorDetail }) {
  return (
    <section className={styles.section} aria-labelledby="counselor-gallery">
      <SectionHeader
        id="counselor-gallery"
        title={t('counseling.profile.gallery')}
        more={
          <Link
            to="/counseling/counselors/$id/galleries"
            params={{ id: counselor.id }}
            className={styles.moreLink}
          >
            {t('counseling.profile.allGallery', { count: formatNumber(counselor.galleryCount) })}
          </Link>
        }
      />
      <ul className={profile.gallery}>
        {counselor.gallery.map((item, index) => (
          <li key={item.id}>
            <Link
              to="/counseling/counselors/$id/galleries"
              params={{ id: counselor.id }}
              search={{ image: index }}
              className={profile.galleryLink}
              aria-label={item.caption || t('counseling.gallery.imageAlt', { index: index + 1 })}
            >
              <ProductImage
                source={item.image}
                alt=""
                displayWidth={300}
                aspectRatio={1}
                className={profile.galleryImage}
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReviewsSection({ counselor }: { counselor: CounselorDetail }) {
  const reviews = useInfiniteQuery(counselingQueries.reviews(counselor.id));
  const items = reviews.data?.pages.flatMap((page) => page.content) ?? [];
  return (
    <section className={styles.section} aria-labelledby="counselor-reviews">
      <SectionHeader
        id="counselor-reviews"
        title={t('counseling.profile.reviews', { count: formatNumber(counselor.reviewCount) })}
      />
      {counselor.rating !== null ? (
        <p className={profile.ratingSummary}>
          <span className={profile.ratingBig}>{counselor.rating.toFixed(1)}</span>
          <span className={styles.muted}>{t('counseling.profile.ratingOutOf')}</span>
        </p>
      ) : null}
      <InfiniteList
        query={reviews}
        items={items}
        className={profile.reviewList}
        skeleton={<ReviewCardSkeleton />}
        skeletons={3}
        empty={<p className={styles.empty}>{t('counseling.profile.noReviews')}</p>}
      >
        {(review) => <ReviewCard review={review} showCounselor={false} />}
      </InfiniteList>
    </section>
  );
}

function ProfileSkeleton() {
  return (
    <div className={profile.layout} aria-busy="true">
      <div className={profile.aside}>
        <div className={profile.identity}>
          <Skeleton shape="rect" className={profile.portraitBox} />
          <div className={profile.nameBlock}>
            <Skeleton width={80} />
            <Skeleton width={140} height={32} />
          </div>
        </div>
        <Skeleton shape="rect" height={80} />
      </div>
      <div className={profile.main}>
        <Skeleton shape="rect" height={220} />
        <Skeleton shape="rect" height={320} />
      </div>
    </div>
  );
}
