import { counselorProductMutations, counselorProductQueries } from '@arcana/api-client';
import { COUNSELING_TYPE_LABELS, type CounselorProduct, formatKRW } from '@arcana/domain';
import { Button, ProductImage } from '@arcana/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  EmptyState,
  LoadError,
  LoadingRows,
  OfficePage,
  showSaved,
  officeStyles as styles,
} from '../office';
import { EnabledSwitch } from './EnabledSwitch';
import { t } from './intl';
import { ProductDialog } from './ProductDialog';
import * as productStyles from './products.css';

type Editing = { product: CounselorProduct | null } | null;

function durationText(minutes: number | null) {
  return minutes === null
    ? t('counselor.products.unlimited')
    : t('counselor.products.minutes', { n: minutes });
}

function ProductRow({ product, onEdit }: { product: CounselorProduct; onEdit: () => void }) {
  const setEnabled = useMutation(counselorProductMutations.setEnabled());
  return (
    <li className={styles.row}>
      <span className={styles.thumb}>
        <ProductImage source={product.mainImage} displayWidth={100} alt="" width={96} height={96} />
      </span>
      <div className={styles.rowBody}>
        <div className={productStyles.rowHead}>
          <span className={styles.rowTitle}>{product.name}</span>
          <EnabledSwitch
            checked={product.enabled}
            label={t('counselor.products.enabledOf', { name: product.name })}
            text={
              product.enabled ? t('counselor.products.onSale') : t('counselor.products.offSale')
            }
            pending={setEnabled.isPending}
            onChange={(value) =>
              setEnabled.mutate(
                { id: product.id, value },
                {
                  onSuccess: () =>
                    showSaved(
                      t(value ? 'counselor.products.enabledOn' : 'counselor.products.enabledOff', {
                        name: product.name,
                      }),
                    ),
                },
              )
            }
          />
        </div>
        <span className={styles.rowMeta}>
          {[
            COUNSELING_TYPE_LABELS[product.counselingType],
            durationText(product.durationMinutes),
            t('counselor.products.orders', { n: product.ordersCount }),
          ].join(' · ')}
        </span>
        <span className={productStyles.price}>{formatKRW(product.price)}</span>
        <div className={styles.rowActions}>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('counselor.products.editOf', { name: product.name })}
            onClick={onEdit}
          >
            {t('counselor.products.edit')}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** 상담 상품 관리 (/counselor/products): the products, sold or not, and their add/edit dialog. */
export function ProductsPage() {
  const list = useQuery(counselorProductQueries.list());
  const [editing, setEditing] = useState<Editing>(null);
  const addButton = (
    <Button disabled={!list.data} onClick={() => setEditing({ product: null })}>
      {t('counselor.products.add')}
    </Button>
  );

  return (
    <OfficePage
      title={t('counselor.products.title')}
      lead={t('counselor.products.lead')}
      action={list.data && list.data.length > 0 ? addButton : undefined}
    >
      {list.isError ? (
        <LoadError retrying={list.isFetching} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LoadingRows rows={3} height={128} />
      ) : list.data.length === 0 ? (
        <EmptyState
          title={t('counselor.products.emptyTitle')}
          text={t('counselor.products.emptyText')}
          action={addButton}
        />
      ) : (
        <ul className={styles.list} aria-label={t('counselor.products.title')}>
          {list.data.map((product) => (
            <ProductRow key={product.id} product={product} onEdit={() => setEditing({ product })} />
          ))}
        </ul>
      )}
      <ProductDialog
        open={editing !== null}
        product={editing?.product ?? null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
      />
    </OfficePage>
  );
}
