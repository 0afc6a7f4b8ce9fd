import { type Image, PRODUCT_RULES } from '@arcana/domain';
import { Button, ProductImage, Spinner } from '@arcana/ui';
import { useEffect } from 'react';
import { MoveButtons, moveItem, officeStyles, useImagePick } from '../office';
import { t } from './intl';
import * as styles from './products.css';

export type ProductPicture = { uploadId: string; image: Image | string };

/**
 * Up to five pictures of a product: picked one at a time (shown at once, uploaded on pick),
 * reordered with the move buttons (the first is the main image) and removed.
 */
export function ProductImages({
  name,
  value,
  onChange,
  onBusy,
}: {
  name: string;
  value: ProductPicture[];
  onChange: (value: ProductPicture[]) => void;
  onBusy: (busy: boolean) => void;
}) {
  const pick = useImagePick((upload) => {
    onChange([...value, { uploadId: upload.uploadId, image: upload.image }]);
  });
  useEffect(() => onBusy(pick.busy), [pick.busy, onBusy]);
  const full = value.length >= PRODUCT_RULES.imagesMax;
  const label = name.trim() || t('counselor.products.name');

  return (
    <fieldset className={officeStyles.fieldset}>
      <legend className={officeStyles.fieldLabel}>{t('counselor.products.images')}</legend>
      <p className={officeStyles.hint}>{t('counselor.products.imagesHint')}</p>
      <ul className={styles.pictures}>
        {value.map((picture, index) => (
          <li key={picture.uploadId} className={styles.picture}>
            <span className={officeStyles.thumb}>
              <ProductImage
                source={picture.image}
                displayWidth={100}
                alt={t('counselor.products.imageAlt', { name: label, n: index + 1 })}
                width={96}
                height={96}
              />
              {index === 0 ? (
                <span className={styles.mainBadge}>{t('counselor.products.mainBadge')}</span>
              ) : null}
            </span>
            <span className={styles.pictureActions}>
              <MoveButtons
                name={t('counselor.products.imageAlt', { name: label, n: index + 1 })}
                index={index}
                count={value.length}
                disabled={pick.busy}
                axis="grid"
                onMove={(delta) => onChange(moveItem(value, index, delta))}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('counselor.products.imageRemoveOf', {
                  name: t('counselor.products.imageAlt', { name: label, n: index + 1 }),
                })}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
              >
                {t('counselor.products.imageRemove')}
              </Button>
            </span>
          </li>
        ))}
        {pick.preview ? (
          <li className={styles.picture}>
            <span className={officeStyles.thumb}>
              <img src={pick.preview} alt="" width={96} height={96} className={styles.preview} />
              <span className={officeStyles.busyCover}>
                <Spinner size="sm" label={t('counselor.products.uploading')} />
              </span>
            </span>
          </li>
        ) : null}
      </ul>
      {pick.input}
      <div className={officeStyles.buttons}>
        <Button
          variant="secondary"
          size="sm"
          loading={pick.busy}
          disabled={full}
          onClick={pick.open}
        >
          {t('counselor.products.imageAdd')}
        </Button>
      </div>
      {full ? <p className={officeStyles.hint}>{t('counselor.products.imagesFull')}</p> : null}
      {pick.error ? (
        <p className={officeStyles.error} role="alert">
          {pick.error}
        </p>
      ) : null}
    </fieldset>
  );
}
