import type { Image } from '@arcana/domain';
import { ProductImage } from '@arcana/ui';
import * as styles from './content.css';

/**
 * An event's picture at 16:9 (the box is kept before it loads), or, without one, a drawn night
 * sky: decorative, since the title beside it says what the event is.
 */
export function EventVisual({
  image,
  priority = false,
  hero = false,
}: {
  image: Image | null;
  priority?: boolean;
  hero?: boolean;
}) {
  if (image) {
    return (
      <ProductImage
        source={image}
        alt=""
        displayWidth={hero ? 1200 : 700}
        width={hero ? 1200 : 700}
        height={hero ? 675 : 394}
        aspectRatio="16 / 9"
        priority={priority}
        className={hero ? styles.eventHero : styles.eventMedia}
      />
    );
  }
  return (
    <div
      className={hero ? styles.eventHeroPlaceholder : styles.eventPlaceholder}
      aria-hidden="true"
      data-testid="event-placeholder"
    >
      <svg width="72" height="72" viewBox="0 0 72 72" fill="none" role="presentation">
        <path
          d="M36 8l5.5 17.5L59 31l-17.5 5.5L36 54l-5.5-17.5L13 31l17.5-5.5z"
          fill="currentColor"
          opacity="0.9"
        />
        <circle cx="58" cy="12" r="3" fill="currentColor" opacity="0.7" />
        <circle cx="14" cy="58" r="2" fill="currentColor" opacity="0.6" />
        <circle cx="60" cy="56" r="1.5" fill="currentColor" opacity="0.5" />
      </svg>
    </div>
  );
}
