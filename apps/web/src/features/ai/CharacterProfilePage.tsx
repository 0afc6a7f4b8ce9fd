import { aiQueries, articleQueries, sharingQueries } from '@arcana/api-client';
import type { AiCharacterDetail } from '@arcana/domain';
import { buttonStyle, Skeleton } from '@arcana/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FavoriteToggle, ReviewSection } from '../social';
import { ArticleTile } from './ArticleTile';
import * as styles from './ai.css';
import * as profile from './CharacterProfilePage.css';
import { t } from './intl';
import { LoadError } from './LoadError';
import { SectionHeader } from './SectionHeader';
import { ShareTile } from './ShareTile';
import { SimpleTarotTile } from './SimpleTarotTile';
import { themeName } from './theme-name';

const PROFILE_SHARES = 4;
const PROFILE_ARTICLES = 3;

/** A character's profile (/ai/$id). */
export function CharacterProfilePage({ id }: { id: number }) {
  const character = useQuery(aiQueries.character(id));
  if (character.isError) {
    return <LoadError onRetry={() => character.refetch()} retrying={character.isFetching} />;
  }
  if (!character.data) return <ProfileSkeleton />;
  const data = character.data;
  return (
    <div className={styles.page}>
      <ProfileHeader character={data} />
      {data.simpleTarots.length > 0 ? (
        <section className={styles.section} aria-labelledby="profile-presets">
          <SectionHeader
            id="profile-presets"
            title={t('web.ai.profile.simpleTarots', { name: data.name })}
          />
          <div className={styles.listGrid}>
            {data.simpleTarots.map((preset) => (
              <SimpleTarotTile key={preset.id} preset={preset} />
            ))}
          </div>
        </section>
      ) : null}
      <CharacterShares characterId={data.id} name={data.name} />
      <CharacterArticles characterId={data.id} name={data.name} />
      <ReviewSection characterId={data.id} rating={data.rating} reviewCount={data.reviewCount} />
    </div>
  );
}

function ProfileHeader({ character }: { character: AiCharacterDetail }) {
  return (
    <section className={profile.profile} aria-labelledby="profile-name">
      <img
        className={profile.portrait}
        src={character.portraitUrl}
        alt={t('web.ai.character.portraitAlt', { name: character.name })}
        width={280}
        height={280}
        style={{ background: character.palette[0] }}
      />
      <div className={profile.identity}>
        <span className={styles.chip}>
          {t('web.ai.character.speciality', { theme: themeName(character.speciality) })}
        </span>
        <h1 id="profile-name" className={profile.name}>
          {character.name}
        </h1>
        <p className={profile.title}>{character.title}</p>
        <div className={profile.stats}>
          <span>{t('web.ai.character.readings', { count: character.readingCount })}</span>
          <span>
            {character.rating === null
              ? t('web.ai.character.noRating')
              : t('web.ai.character.rating', { rating: character.rating.toFixed(1) })}
          </span>
          <FavoriteToggle characterId={character.id} count={character.favoriteCount} />
        </div>
        <p className={profile.greeting}>{character.greeting}</p>
        <dl className={profile.facts}>
          <dt className={profile.factLabel}>{t('web.ai.profile.tone')}</dt>
          <dd className={profile.factValue}>{character.tone}</dd>
          <dt className={profile.factLabel}>{t('web.ai.profile.introduction')}</dt>
          <dd className={profile.factValue}>{character.introduction}</dd>
        </dl>
        <div className={profile.ctas}>
          <Link
            to="/ai/$id/tarot"
            params={{ id: character.id }}
            className={buttonStyle({ variant: 'primary', size: 'lg', fullWidth: true })}
          >
            {t('web.ai.profile.tarot')}
          </Link>
          <Link
            to="/ai/$id/chat"
            params={{ id: character.id }}
            className={buttonStyle({ variant: 'secondary', size: 'lg', fullWidth: true })}
          >
            {t('web.ai.profile.chat')}
          </Link>
        </div>
      </div>
    </section>
  );
}

function CharacterShares({ characterId, name }: { characterId: number; name: string }) {
  const shares = useInfiniteQuery(sharingQueries.list('recent', characterId));
  const items = shares.data?.pages[0]?.content.slice(0, PROFILE_SHARES) ?? [];
  return (
    <section className={styles.section} aria-labelledby="profile-readings">
      <SectionHeader id="profile-readings" title={t('web.ai.profile.readings', { name })} />
      {shares.isError ? (
        <LoadError onRetry={() => shares.refetch()} retrying={shares.isFetching} />
      ) : shares.isPending ? (
        <Skeleton shape="rect" height={120} />
      ) : items.length === 0 ? (
        <p className={styles.empty}>{t('web.ai.profile.emptyReadings')}</p>
      ) : (
        <div className={styles.pairGrid}>
          {items.map((share) => (
            <ShareTile key={share.id} share={share} />
          ))}
        </div>
      )}
    </section>
  );
}

function CharacterArticles({ characterId, name }: { characterId: number; name: string }) {
  const articles = useInfiniteQuery(articleQueries.list(characterId));
  const items = articles.data?.pages[0]?.content.slice(0, PROFILE_ARTICLES) ?? [];
  if (articles.isSuccess && items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="profile-articles">
      <SectionHeader
        id="profile-articles"
        title={t('web.ai.profile.articles', { name })}
        more={
          <Link to="/ai/$id/articles" params={{ id: characterId }} className={styles.moreLink}>
            {t('web.ai.profile.allArticles')}
          </Link>
        }
      />
      {articles.isError ? (
        <LoadError onRetry={() => articles.refetch()} retrying={articles.isFetching} />
      ) : articles.isPending ? (
        <Skeleton shape="rect" height={110} />
      ) : (
        <div className={styles.listGrid}>
          {items.map((article) => (
            <ArticleTile key={article.id} article={article} />
          ))}
        </div>
      )}
    </section>
  );
}

function ProfileSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <div className={profile.profile}>
        <Skeleton shape="rect" className={profile.portrait} />
        <div className={profile.identity}>
          <Skeleton width="30%" />
          <Skeleton width="60%" height={32} />
          <Skeleton width="80%" />
          <Skeleton shape="rect" height={72} />
        </div>
      </div>
    </div>
  );
}
