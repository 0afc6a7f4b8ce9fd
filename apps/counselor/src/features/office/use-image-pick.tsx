import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { t } from './intl';
import * as styles from './office.css';
import { isImageFile, uploadPicked } from './upload';

type Uploaded = Awaited<ReturnType<typeof uploadPicked>>;

/**
 * Picks one picture, shows it at once from a local URL while it uploads, then hands the upload
 * to `onUploaded` (which attaches it). Draw `input` anywhere and call `open` from a button.
 */
export function useImagePick(onUploaded: (upload: Uploaded) => unknown) {
  const ref = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();

  // The preview URL holds the file in memory until revoked.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      setError(t('counselor.office.notImage'));
      return;
    }
    setError(undefined);
    setPreview(URL.createObjectURL(file));
    try {
      await onUploaded(await uploadPicked(file));
    } catch {
      setError(t('counselor.office.uploadFailed'));
    } finally {
      setPreview(undefined);
    }
  };

  const input = (
    <input
      ref={ref}
      className={styles.fileInput}
      type="file"
      accept="image/*"
      tabIndex={-1}
      aria-hidden="true"
      onChange={onChange}
    />
  );
  return { input, open: () => ref.current?.click(), preview, busy: preview !== undefined, error };
}
