import {
  formatKRW,
  type ProductCard as ProductCardData,
  type ProductSummary,
} from '@arcana/domain';
import { ProductImage, Skeleton } from '@arcana/ui';
import { Link } from '@tanstack/react-router';
import { t } from './intl';
import * as styles from './ProductCard.css';
import { productKind } from './product-text';
import { StatusBadge } from './StatusBadge';

/** A product in lists and on the 상담 home: picture, kind, name, price, its counselor. */
export function ProductTile({ product }: { product: ProductCardData }) {
  return (
    <article className={styles.tile} data-testid="product-card" data-product-id={product.id}>
      <ProductImage
        source={product.mainImage}
        alt=""
        displayWidth={300}
        className={styles.image}
        aspectRatio="4 / 3"
      />
      <div className={styles.body}>
        <span className={styles.kind}>{productKind(product)}</span>
        <h3 className={styles.name}>
          <Link to="/counseling/products/$id" params={{ id: product.id }} className={styles.link}>
            {product.name}
          </Link>
        </h3>
        <span className={styles.price}>{formatKRW(product.price)}</span>
        <span className={styles.counselor}>
          <img
            className={styles.avatar}
            src={product.counselor.imageUrl}
            alt=""
            width={20}
            height={20}
            loading="lazy"
          />
          <span className={styles.counselorName}>{product.counselor.name}</span>
          <StatusBadge status={product.counselor.status} />
        </span>
      </div>
    </article>
  );
}

export const PRODUCT_SKELETONS = ['a', 'b', 'c', 'd'] as const;

export function ProductTileSkeleton() {
  return (
    <div className={styles.tile} aria-hidden="true">
      <Skeleton shape="rect" height={0} className={styles.image} />
      <div className={styles.body}>
        <Skeleton width="50%" />
        <Skeleton width="90%" />
        <Skeleton width="40%" height={20} />
      </div>
    </div>
  );
}

/** A product on its counselor's profile. */
export function ProductRow({ product }: { product: ProductSummary }) {
  return (
    <li className={styles.row} data-testid="product-row" data-product-id={product.id}>
      <ProductImage
        source={product.mainImage}
        alt=""
        displayWidth={100}
        width={64}
        height={64}
        className={styles.rowImage}
      />
      <span className={styles.rowText}>
        <span className={styles.kind}>{productKind(product)}</span>
        <Link to="/counseling/products/$id" params={{ id: product.id }} className={styles.link}>
          <span className={styles.name}>{product.name}</span>
        </Link>
        {product.soldCount > 0 ? (
          <span className={styles.counselor}>
            {t('counseling.product.sold', { count: product.soldCount })}
          </span>
        ) : null}
      </span>
      <span className={styles.price}>{formatKRW(product.price)}</span>
    </li>
  );
}
