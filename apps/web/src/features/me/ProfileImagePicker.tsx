import { meMutations } from '@arcana/api-client';
import { showToast } from '@arcana/app-shell';
import type { User } from '@arcana/domain';
import { Button } from '@arcana/ui';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { t } from './intl';
import { ProfileAvatar } from './ProfileAvatar';
import * as styles from './ProfileImagePicker.css';

const AVATAR_SIZE = 112;

/**
 * Picks a picture, shows it at once from a local object URL, uploads it and makes it the
 * profile image (two calls, one mutation); or removes the current one.
 */
export function ProfileImagePicker({ user }: { user: User }) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const replace = useMutation(meMutations.replaceProfileImage());
  const remove = useMutation(meMutations.removeProfileImage());
  const busy = replace.isPending || remove.isPending;

  // The preview URL holds the file in memory until revoked.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError(t('web.me.profile.imageNotImage'));
      return;
    }
    setError(undefined);
    setPreview(URL.createObjectURL(file));
    replace.mutate(file, {
      onSuccess: () => void showToast(t('web.me.profile.imageSaved'), 'success'),
      onSettled: () => setPreview(undefined),
    });
  };

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => void showToast(t('web.me.profile.imageRemoved'), 'success'),
    });

  return (
    <div className={styles.picker} aria-busy={busy || undefined}>
      <ProfileAvatar
        displayName={user.displayName}
        image={user.profileImage}
        previewUrl={preview}
        size={AVATAR_SIZE}
        alt={t('web.me.card.imageAlt', { name: user.displayName })}
        busyLabel={replace.isPending ? t('web.me.profile.imageUploading') : undefined}
      />
      <input
        ref={input}
        className={styles.fileInput}
        type="file"
        accept="image/*"
        tabIndex={-1}
        aria-label={t('web.me.profile.imageChange')}
        onChange={onFile}
      />
      <div className={styles.buttons}>
        <Button
          variant="secondary"
          size="sm"
          loading={replace.isPending}
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {t('web.me.profile.imageChange')}
        </Button>
        {user.profileImage ? (
          <Button
            variant="ghost"
            size="sm"
            loading={remove.isPending}
            disabled={busy}
            onClick={onRemove}
          >
            {t('web.me.profile.imageRemove')}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        <p className={styles.hint}>{t('web.me.profile.imageHint')}</p>
      )}
    </div>
  );
}
