import type { AiCharacterSummary } from '@arcana/domain';
import { Skeleton } from '@arcana/ui';
import { Link } from '@tanstack/react-router';
import * as page from './ai.css';
import * as styles from './CharacterCard.css';
import { t } from './intl';
import { themeName } from './theme-name';

/**
 * A character in a list: portrait, name, title, speciality; opens the profile. The first cards
 * of a list are in the first screen: their portraits load at once (the first one first, as the
 * page's largest picture), the rest when scrolled near.
 */
export function CharacterCard({
  character,
  position = Number.POSITIVE_INFINITY,
}: {
  character: AiCharacterSummary;
  /** Its place in the list, from 0. */
  position?: number;
}) {
  return (
    <Link to="/ai/$id" params={{ id: character.id }} className={styles.card}>
      <img
        className={styles.portrait}
        src={character.portraitUrl}
        alt={t('web.ai.character.portraitAlt', { name: character.name })}
        width={240}
        height={240}
        loading={position < 2 ? 'eager' : 'lazy'}
        {...(position === 0 ? { fetchPriority: 'high' as const } : {})}
        style={{ background: character.palette[0] }}
      />
      <span className={styles.body}>
        <span className={styles.name}>{character.name}</span>
        <span className={styles.title}>{character.title}</span>
        <span className={styles.footer}>
          <span className={page.chip}>{themeName(character.speciality)}</span>
          <span>
            {character.rating === null
              ? t('web.ai.character.noRating')
              : t('web.ai.character.rating', { rating: character.rating.toFixed(1) })}
          </span>
        </span>
      </span>
    </Link>
  );
}

/** Keys of the six placeholder cards a list shows while loading. */
export const CHARACTER_SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

export function CharacterCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton shape="rect" height={0} className={styles.portrait} />
      <span className={styles.body}>
        <Skeleton width="50%" />
        <Skeleton width="80%" />
      </span>
    </div>
  );
}
