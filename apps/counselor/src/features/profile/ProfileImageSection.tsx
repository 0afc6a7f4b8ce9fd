import { counselorOfficeMutations } from '@arcana/api-client';
import { type CounselorSelf, THUMBNAIL_WIDTHS } from '@arcana/domain';
import { Button, ProductImage, Spinner } from '@arcana/ui';
import { useMutation } from '@tanstack/react-query';
import { showSaved, officeStyles as styles, useImagePick } from '../office';
import { t } from './intl';

const SIZE = 112;

/**
 * The profile picture: picked, shown at once from a local URL, uploaded and attached (two
 * calls, one press); or removed. The public profile shows it at the 300 px display width.
 */
export function ProfileImageSection({ self }: { self: CounselorSelf }) {
  const attach = useMutation(counselorOfficeMutations.setProfileImage());
  const remove = useMutation(counselorOfficeMutations.removeProfileImage());
  const pick = useImagePick(async (upload) => {
    await attach.mutateAsync(upload.uploadId);
    showSaved(t('counselor.profile.imageSaved'));
  });
  const busy = pick.busy || remove.isPending;
  const source = pick.preview ?? self.profileImage;
  const name = self.name ?? '';

  return (
    <section className={styles.section} aria-labelledby="profile-image-title" aria-busy={busy}>
      <h2 id="profile-image-title" className={styles.sectionTitle}>
        {t('counselor.profile.image')}
      </h2>
      <div className={styles.mediaRow}>
        <span className={styles.avatar} style={{ width: SIZE, height: SIZE, fontSize: 40 }}>
          {source ? (
            <ProductImage
              source={source}
              displayWidth={THUMBNAIL_WIDTHS[1]}
              alt={t('counselor.profile.imageAlt', { name })}
              width={SIZE}
              height={SIZE}
              priority
            />
          ) : (
            <span aria-hidden="true">{Array.from(name)[0] ?? '?'}</span>
          )}
          {pick.busy ? (
            <span className={styles.busyCover}>
              <Spinner size="md" label={t('counselor.profile.imageUploading')} />
            </span>
          ) : null}
        </span>
        <div className={styles.field}>
          {pick.input}
          <div className={styles.buttons}>
            <Button
              variant="secondary"
              size="sm"
              loading={pick.busy}
              disabled={busy}
              onClick={pick.open}
            >
              {self.profileImage
                ? t('counselor.profile.imageChange')
                : t('counselor.profile.imageAdd')}
            </Button>
            {self.profileImage ? (
              <Button
                variant="ghost"
                size="sm"
                loading={remove.isPending}
                disabled={busy}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => showSaved(t('counselor.profile.imageRemoved')),
                  })
                }
              >
                {t('counselor.profile.imageRemove')}
              </Button>
            ) : null}
          </div>
          {pick.error ? (
            <p className={styles.error} role="alert">
              {pick.error}
            </p>
          ) : (
            <p className={styles.hint}>{t('counselor.profile.imageHint')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
