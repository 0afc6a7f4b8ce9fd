import { counselingQueries } from '@arcana/api-client';
import {
  COUNSELING_TYPE_LABELS,
  formatKRW,
  type ProductDetail,
  START_TYPE_LABELS,
  type StartType,
} from '@arcana/domain';
import { buttonStyle, ProductImage, Skeleton } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type MouseEvent, useId, useState } from 'react';
import { CounselorBriefLink } from './CounselorBriefLink';
import * as styles from './counseling.css';
import { t } from './intl';
import { LoadError } from './LoadError';
import * as page from './ProductPage.css';
import { productDuration } from './product-text';
import { SectionHeader } from './SectionHeader';
import { useCounselorStatusLive } from './use-counselor-status-live';

/** A product (/counseling/products/$id): pictures, kind, minutes or 무제한, price, buy. */
export function ProductPage({ id }: { id: number }) {
  useCounselorStatusLive();
  const product = useQuery(counselingQueries.product(id));
  if (product.isError) {
    return (
      <div className={styles.page}>
        <LoadError onRetry={() => product.refetch()} retrying={product.isFetching} />
      </div>
    );
  }
  if (!product.data) return <ProductSkeleton />;
  const data = product.data;
  return (
    <div className={page.layout} data-testid="product-page" data-product-id={data.id}>
      <Pictures product={data} />
      <div className={page.info}>
        <div className={page.kind}>
          <span className={styles.chip}>{COUNSELING_TYPE_LABELS[data.counselingType]}</span>
          <span className={styles.chip}>{productDuration(data.durationMinutes)}</span>
        </div>
        <h1 className={page.name}>{data.name}</h1>
        <p className={page.price} data-testid="product-price">
          {formatKRW(data.price)}
        </p>
        <dl className={page.facts}>
          <dt className={page.factLabel}>{t('counseling.product.type')}</dt>
          <dd className={page.factValue}>{COUNSELING_TYPE_LABELS[data.counselingType]}</dd>
          <dt className={page.factLabel}>{t('counseling.product.duration')}</dt>
          <dd className={page.factValue} data-testid="product-duration">
            {productDuration(data.durationMinutes)}
          </dd>
          {data.addTimePrice !== null ? (
            <>
              <dt className={page.factLabel}>{t('counseling.product.addTime')}</dt>
              <dd className={page.factValue}>
                {t('counseling.product.addTimePrice', { price: formatKRW(data.addTimePrice) })}
              </dd>
            </>
          ) : null}
        </dl>
        <BuyButtons product={data} />
        <CounselorLink product={data} />
        {data.description ? (
          <section className={styles.section} aria-labelledby="product-description">
            <SectionHeader id="product-description" title={t('counseling.product.description')} />
            <p className={page.description}>{data.description}</p>
          </section>
        ) : null}
      </div>
    </div>
  );
}

function Pictures({ product }: { product: ProductDetail }) {
  const images = product.images.length > 0 ? product.images : [product.mainImage];
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0] ?? null;
  return (
    <div className={page.media_}>
      <ProductImage
        source={current}
        alt={t('counseling.product.imageAlt', { name: product.name })}
        displayWidth={700}
        priority
        aspectRatio="4 / 3"
        className={page.mainImage}
        data-testid="product-main-image"
      />
      {images.length > 1 ? (
        <ul className={page.thumbs}>
          {images.map((image, index) => (
            <li key={image?.fileUri ?? index}>
              <button
                type="button"
                className={page.thumbButton}
                aria-pressed={index === shown}
                aria-label={t('counseling.product.showImage', { index: index + 1 })}
                onClick={() => setShown(index)}
              >
                <ProductImage
                  source={image}
                  alt=""
                  displayWidth={100}
                  width={64}
                  height={64}
                  className={page.thumb}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The payment page's address (helper F's route): `?startType=IMMEDIATE|RESERVATION`. */
function paymentHref(productId: number, startType: StartType): string {
  return `/counseling/products/${productId}/payment?startType=${startType}`;
}

function BuyButtons({ product }: { product: ProductDetail }) {
  const navigate = useNavigate();
  const noteId = useId();
  if (!product.enabled) {
    return (
      <p className={page.unavailable} role="status">
        {t('counseling.product.notForSale')}
      </p>
    );
  }
  const canStartNow = product.counselor.status === 'ON';
  const go = (startType: StartType) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate({ href: paymentHref(product.id, startType) });
  };
  return (
    <div>
      <div className={page.buy}>
        {canStartNow ? (
          <a
            href={paymentHref(product.id, 'IMMEDIATE')}
            className={buttonStyle({ variant: 'primary', size: 'lg', fullWidth: true })}
            onClick={go('IMMEDIATE')}
            data-testid="buy-immediate"
          >
            {START_TYPE_LABELS.IMMEDIATE}
          </a>
        ) : (
          <button
            type="button"
            disabled
            className={buttonStyle({ variant: 'secondary', size: 'lg', fullWidth: true })}
            aria-describedby={noteId}
            data-testid="buy-immediate"
          >
            {START_TYPE_LABELS.IMMEDIATE}
          </button>
        )}
        <a
          href={paymentHref(product.id, 'RESERVATION')}
          className={buttonStyle({
            variant: canStartNow ? 'secondary' : 'primary',
            size: 'lg',
            fullWidth: true,
          })}
          onClick={go('RESERVATION')}
          data-testid="buy-reservation"
        >
          {START_TYPE_LABELS.RESERVATION}
        </a>
      </div>
      <p id={noteId} className={page.buyNote} aria-live="polite">
        {canStartNow ? t('counseling.product.nowNote') : t('counseling.product.notNowNote')}
      </p>
    </div>
  );
}

function CounselorLink({ product }: { product: ProductDetail }) {
  const counselor = product.counselor;
  return (
    <section className={styles.section} aria-labelledby="product-counselor">
      <SectionHeader id="product-counselor" title={t('counseling.product.counselor')} />
      <CounselorBriefLink counselor={counselor} liveStatus />
    </section>
  );
}

function ProductSkeleton() {
  return (
    <div className={page.layout} aria-busy="true">
      <Skeleton shape="rect" className={page.mainImage} />
      <div className={page.info}>
        <Skeleton width="40%" />
        <Skeleton width="80%" height={32} />
        <Skeleton width="30%" height={32} />
        <Skeleton shape="rect" height={96} />
      </div>
    </div>
  );
}
