import { aiQueries, articleQueries, sharingQueries } from '@arcana/api-client';
import { Skeleton } from '@arcana/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArticleTile } from './ArticleTile';
import * as styles from './ai.css';
import { CHARACTER_SKELETONS, CharacterCard, CharacterCardSkeleton } from './CharacterCard';
import { t } from './intl';
import { LoadError } from './LoadError';
import { SectionHeader } from './SectionHeader';
import { ShareTile } from './ShareTile';
import { SimpleTarotTile } from './SimpleTarotTile';

const HOME_SHARES = 4;
const HOME_ARTICLES = 4;

/** AI 타로 (/ai): the characters, the one-tap presets, popular shared readings, new articles. */
export function AiHomePage() {
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="ai-home-heading">
        <p className={styles.eyebrow}>{t('web.ai.home.eyebrow')}</p>
        <h1 id="ai-home-heading" className={styles.heading}>
          {t('web.ai.home.heading')}
        </h1>
        <p className={styles.lead}>{t('web.ai.home.lead')}</p>
      </section>
      <CharactersSection />
      <SimpleTarotsSection />
      <PopularSharesSection />
      <LatestArticlesSection />
    </div>
  );
}

function CharactersSection() {
  const characters = useQuery(aiQueries.characters());
  return (
    <section className={styles.section} aria-labelledby="ai-characters">
      <SectionHeader
        id="ai-characters"
        title={t('web.ai.home.characters')}
        more={
          <Link to="/ai/list" className={styles.moreLink}>
            {t('web.ai.home.allCharacters')}
          </Link>
        }
      />
      {characters.isError ? (
        <LoadError onRetry={() => characters.refetch()} retrying={characters.isFetching} />
      ) : (
        <div className={styles.grid} aria-busy={characters.isPending}>
          {characters.data
            ? characters.data.map((character, index) => (
                <CharacterCard key={character.id} character={character} position={index} />
              ))
            : CHARACTER_SKELETONS.map((key) => <CharacterCardSkeleton key={key} />)}
        </div>
      )}
    </section>
  );
}

function SimpleTarotsSection() {
  const presets = useQuery(aiQueries.simpleTarots());
  return (
    <section className={styles.section} aria-labelledby="ai-simple-tarots">
      <SectionHeader
        id="ai-simple-tarots"
        title={t('web.ai.home.simpleTarots')}
        lead={t('web.ai.home.simpleTarotsLead')}
      />
      {presets.isError ? (
        <LoadError onRetry={() => presets.refetch()} retrying={presets.isFetching} />
      ) : (
        <div className={styles.listGrid} aria-busy={presets.isPending}>
          {presets.data
            ? presets.data.map((preset) => <SimpleTarotTile key={preset.id} preset={preset} />)
            : ['a', 'b', 'c'].map((key) => <Skeleton key={key} shape="rect" height={96} />)}
        </div>
      )}
    </section>
  );
}

function PopularSharesSection() {
  const shares = useInfiniteQuery(sharingQueries.list('popular'));
  const items = shares.data?.pages[0]?.content.slice(0, HOME_SHARES) ?? [];
  return (
    <section className={styles.section} aria-labelledby="ai-popular">
      <SectionHeader
        id="ai-popular"
        title={t('web.ai.home.popular')}
        more={
          <Link to="/shared/list" className={styles.moreLink}>
            {t('web.ai.home.allShares')}
          </Link>
        }
      />
      {shares.isError ? (
        <LoadError onRetry={() => shares.refetch()} retrying={shares.isFetching} />
      ) : shares.isPending ? (
        <div className={styles.pairGrid} aria-busy="true">
          <Skeleton shape="rect" height={120} />
          <Skeleton shape="rect" height={120} />
        </div>
      ) : items.length === 0 ? (
        <p className={styles.empty}>{t('web.ai.home.emptyShares')}</p>
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

function LatestArticlesSection() {
  const articles = useInfiniteQuery(articleQueries.list());
  const items = articles.data?.pages[0]?.content.slice(0, HOME_ARTICLES) ?? [];
  return (
    <section className={styles.section} aria-labelledby="ai-articles">
      <SectionHeader
        id="ai-articles"
        title={t('web.ai.home.articles')}
        more={
          <Link to="/ai/articles/list" className={styles.moreLink}>
            {t('web.ai.home.allArticles')}
          </Link>
        }
      />
      {articles.isError ? (
        <LoadError onRetry={() => articles.refetch()} retrying={articles.isFetching} />
      ) : articles.isPending ? (
        <div className={styles.pairGrid} aria-busy="true">
          <Skeleton shape="rect" height={110} />
          <Skeleton shape="rect" height={110} />
        </div>
      ) : items.length === 0 ? (
        <p className={styles.empty}>{t('web.ai.home.emptyArticles')}</p>
      ) : (
        <div className={styles.pairGrid}>
          {items.map((article) => (
            <ArticleTile key={article.id} article={article} />
          ))}
        </div>
      )}
    </section>
  );
}
