import { Button } from '@arcana/ui';
import { officeStyles } from '../office';
import { t } from './intl';
import * as styles from './profile.css';
import type { GalleryUpload, UploadStatus } from './use-gallery-uploads';

function statusText(status: UploadStatus) {
  switch (status) {
    case 'waiting':
      return t('counselor.gallery.waiting');
    case 'uploading':
      return t('counselor.gallery.uploading');
    case 'done':
      return t('counselor.gallery.done');
    case 'failed':
      return t('counselor.gallery.failed');
    default:
      return status satisfies never;
  }
}

/** One row per picked file with its own progress; failed ones can be retried or dropped. */
export function GalleryUploads({
  uploads,
  onRetry,
  onDismiss,
}: {
  uploads: GalleryUpload[];
  onRetry: (key: string) => void;
  onDismiss: (key: string) => void;
}) {
  if (uploads.length === 0) return null;
  const done = uploads.filter((row) => row.status === 'done').length;
  return (
    <section className={officeStyles.section} aria-labelledby="gallery-uploads-title">
      <h2 id="gallery-uploads-title" className={officeStyles.sectionTitle}>
        {t('counselor.gallery.uploadsTitle', { done, total: uploads.length })}
      </h2>
      <ul className={officeStyles.list}>
        {uploads.map((row) => (
          <li key={row.key} className={styles.uploadRow}>
            <img className={styles.uploadThumb} src={row.preview} alt="" />
            <div>
              <p className={styles.uploadName}>{row.name}</p>
              <progress
                className={styles.progress}
                aria-label={t('counselor.gallery.progressOf', { name: row.name })}
                max={1}
                {...(row.status === 'uploading' ? {} : { value: row.status === 'done' ? 1 : 0 })}
              />
              <p
                className={row.status === 'failed' ? officeStyles.error : styles.uploadStatus}
                aria-live="polite"
              >
                {statusText(row.status)}
              </p>
            </div>
            {row.status === 'failed' ? (
              <span className={officeStyles.buttons}>
                <Button size="sm" variant="secondary" onClick={() => onRetry(row.key)}>
                  {t('counselor.gallery.retry')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => onDismiss(row.key)}>
                  {t('counselor.gallery.dismiss')}
                </Button>
              </span>
            ) : (
              <span />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
