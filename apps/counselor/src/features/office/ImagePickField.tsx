import type { Image } from '@arcana/domain';
import { Button, ProductImage, Spinner } from '@arcana/ui';
import { useEffect } from 'react';
import { t } from './intl';
import * as styles from './office.css';
import { useImagePick } from './use-image-pick';

export type PickedImage = { uploadId: string | null; source: Image | string | null };

/**
 * One optional picture inside a form: picked, shown at once, uploaded on pick; the form sends
 * the upload id with its save. `onBusy` keeps the form from saving while a file is on its way.
 */
export function ImagePickField({
  label,
  value,
  onChange,
  onBusy,
}: {
  label: string;
  value: PickedImage;
  onChange: (value: PickedImage) => void;
  onBusy: (busy: boolean) => void;
}) {
  const pick = useImagePick((upload) =>
    onChange({ uploadId: upload.uploadId, source: upload.image }),
  );
  useEffect(() => onBusy(pick.busy), [pick.busy, onBusy]);

  const source = pick.preview ?? value.source;
  return (
    <div className={styles.field}>
      <span className={styles.fieldLabel}>{label}</span>
      <div className={styles.mediaRow}>
        <span className={styles.thumb}>
          {source ? (
            <ProductImage source={source} displayWidth={100} alt="" width={96} height={96} />
          ) : (
            <span className={styles.hint}>{t('counselor.office.noImage')}</span>
          )}
          {pick.busy ? (
            <span className={styles.busyCover}>
              <Spinner size="sm" label={t('counselor.office.uploading')} />
            </span>
          ) : null}
        </span>
        {pick.input}
        <div className={styles.buttons}>
          <Button variant="secondary" size="sm" loading={pick.busy} onClick={pick.open}>
            {value.source ? t('counselor.office.imageChange') : t('counselor.office.imageAdd')}
          </Button>
          {value.source && !pick.busy ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange({ uploadId: null, source: null })}
            >
              {t('counselor.office.imageRemove')}
            </Button>
          ) : null}
        </div>
      </div>
      {pick.error ? (
        <p className={styles.error} role="alert">
          {pick.error}
        </p>
      ) : null}
    </div>
  );
}
