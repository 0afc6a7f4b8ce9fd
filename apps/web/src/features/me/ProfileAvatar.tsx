import type { Image } from '@arcana/domain';
import { ProductImage, Spinner } from '@arcana/ui';
import * as styles from './ProfileAvatar.css';
import { initialsOf, PROFILE_DISPLAY_WIDTH } from './profile-image';

export type ProfileAvatarProps = {
  displayName: string;
  image: Image | null | undefined;
  /** A local preview (object URL) that wins over the stored image while it uploads. */
  previewUrl?: string | undefined;
  /** Diameter in px. */
  size: number;
  alt: string;
  /** Covers the picture with a spinner (upload in progress). */
  busyLabel?: string | undefined;
};

/** The round profile picture: the stored 360 px thumbnail, a preview, or the initials. */
export function ProfileAvatar({
  displayName,
  image,
  previewUrl,
  size,
  alt,
  busyLabel,
}: ProfileAvatarProps) {
  const source = previewUrl ?? image;
  return (
    <span
      className={styles.avatar}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.36) }}
      data-has-image={source ? 'true' : 'false'}
    >
      {source ? (
        <ProductImage
          className={styles.image}
          source={source}
          displayWidth={PROFILE_DISPLAY_WIDTH}
          alt={alt}
          width={size}
          height={size}
          priority
        />
      ) : (
        <span aria-hidden="true">{initialsOf(displayName)}</span>
      )}
      {busyLabel ? (
        <span className={styles.busy}>
          <Spinner size="md" label={busyLabel} />
        </span>
      ) : null}
    </span>
  );
}
