import { uploadImage } from '@arcana/api-client';
import { Button } from '@arcana/ui';
import { useId, useRef, useState } from 'react';
import * as styles from './application.css';
import { t } from './intl';

type Upload =
  | { state: 'idle' }
  | { state: 'uploading'; name: string }
  | { state: 'done'; name: string; url: string | null }
  | { state: 'failed'; message: string };

/** The certificate's picture: uploaded on pick (POST /api/client/uploads), its id kept by the form. */
export function CertificateImageField({
  onUploaded,
}: {
  onUploaded: (uploadId: string | null) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setUpload({ state: 'failed', message: t('web.application.certImageNotImage') });
      return;
    }
    setUpload({ state: 'uploading', name: file.name });
    onUploaded(null);
    try {
      const answer = await uploadImage(file, file.name);
      onUploaded(answer.uploadId);
      setUpload({
        state: 'done',
        name: file.name,
        url: answer.image.thumbUri360 || answer.image.fileUri,
      });
    } catch {
      setUpload({ state: 'failed', message: t('web.application.certImageFailed') });
    }
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('web.application.certImage')}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        className={styles.fileInput}
        aria-describedby={`${id}-note`}
        onChange={(event) => void pick(event.currentTarget.files?.[0])}
      />
      <div className={styles.fileRow}>
        {upload.state === 'done' && upload.url ? (
          <img src={upload.url} alt="" className={styles.thumb} />
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          loading={upload.state === 'uploading'}
          onClick={() => input.current?.click()}
        >
          {upload.state === 'done'
            ? t('web.application.certImageChange')
            : t('web.application.certImagePick')}
        </Button>
      </div>
      <p
        id={`${id}-note`}
        className={upload.state === 'failed' ? styles.error : styles.hint}
        role={upload.state === 'failed' ? 'alert' : undefined}
        aria-live="polite"
      >
        {upload.state === 'failed'
          ? upload.message
          : upload.state === 'uploading'
            ? t('web.application.certImageUploading')
            : upload.state === 'done'
              ? t('web.application.certImageDone', { name: upload.name })
              : t('web.application.certImageHint')}
      </p>
    </div>
  );
}
