import { aiQueries, articleQueries } from '@arcana/api-client';
import { type ArticleSummary, formatDate } from '@arcana/domain';
import { Button, Card, cardStyle, ProductImage, Skeleton } from '@arcana/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArticlesLoadError } from './ArticlesLoadError';
import * as styles from './articles.css';
import { t } from './intl';

const SKELETONS = ['a', 'b', 'c', 'd'] as const;

/**
 * /ai/articles/list (every character, `characterId` null) and /ai/{id}/articles (one
 * character's): newest first, older ones with 더 보기.
 */
export function ArticleListPage({ characterId = null }: { characterId?: number | null }) {
  const list = useInfiniteQuery(articleQueries.list(characterId));
  const articles = list.data?.pages.flatMap((page) => page.content) ?? [];
  return (
    <div className={styles.page}>
      {characterId === null ? (
        <header className={styles.intro}>
          <h1 className={styles.heading}>{t('web.articles.list.heading')}</h1>
          <p className={styles.lead}>{t('web.articles.list.lead')}</p>
        </header>
      ) : (
        <CharacterHeader characterId={characterId} />
      )}

      {list.isPending ? (
        <ul className={styles.list} aria-busy="true" aria-label={t('web.articles.loading')}>
          {SKELETONS.map((key) => (
            <Card as="li" key={key} className={styles.skeletonItem}>
              <Skeleton width="70%" height={20} />
              <Skeleton width="100%" />
              <Skeleton width="40%" />
            </Card>
          ))}
        </ul>
      ) : list.isError && articles.length === 0 ? (
        <ArticlesLoadError onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : articles.length === 0 ? (
        <div className={styles.centered}>
          <p>{t('web.articles.list.empty')}</p>
          <Link to="/ai" className={cardStyle({ padding: 'sm', interactive: true })}>
            {t('web.articles.list.emptyCta')}
          </Link>
        </div>
      ) : (
        <>
          <ul className={styles.list}>
            {articles.map((article, index) => (
              <li key={article.id}>
                <ArticleItem article={article} priority={index < 2} />
              </li>
            ))}
          </ul>
          {list.isFetchNextPageError ? (
            <ArticlesLoadError
              onRetry={() => void list.fetchNextPage()}
              retrying={list.isFetching}
            />
          ) : list.hasNextPage ? (
            <div className={styles.more}>
              <Button
                variant="secondary"
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {t('web.articles.list.more')}
              </Button>
            </div>
          ) : (
            <p className={styles.end}>{t('web.articles.list.end')}</p>
          )}
        </>
      )}
    </div>
  );
}

/** One character's articles: whose they are, with a way to the character's profile. */
function CharacterHeader({ characterId }: { characterId: number }) {
  const character = useQuery(aiQueries.character(characterId));
  if (!character.data) {
    return (
      <header className={styles.intro}>
        <h1 className={styles.heading}>{t('web.ai.articles.title')}</h1>
      </header>
    );
  }
  const { name, title, portraitUrl } = character.data;
  return (
    <header className={styles.characterHeader}>
      <ProductImage
        source={portraitUrl}
        alt={t('web.articles.portrait', { name })}
        width={64}
        height={64}
        priority
        className={styles.portraitLarge}
      />
      <div className={styles.intro}>
        <h1 className={styles.heading}>{t('web.articles.list.characterHeading', { name })}</h1>
        <p className={styles.lead}>{title}</p>
        <Link to="/ai/$id" params={{ id: characterId }} className={styles.profileLink}>
          {t('web.articles.profile', { name })}
        </Link>
      </div>
    </header>
  );
}

function ArticleItem({ article, priority }: { article: ArticleSummary; priority: boolean }) {
  return (
    <Link
      to="/ai/articles/$articleId/details"
      params={{ articleId: article.id }}
      className={[cardStyle({ padding: 'md', interactive: true }), styles.item].join(' ')}
      data-article-id={article.id}
    >
      <span className={styles.itemText}>
        <span className={styles.byline}>
          <ProductImage
            source={article.character.portraitUrl}
            alt=""
            width={20}
            height={20}
            priority={priority}
            className={styles.portraitSmall}
          />
          {article.character.name}
        </span>
        <span className={styles.itemTitle} data-part="title">
          {article.title}
        </span>
        <span className={styles.itemSummary}>{article.summary}</span>
        <span className={styles.meta}>
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
          <span aria-hidden="true">·</span>
          <span>{t('web.articles.minutes', { minutes: article.readingMinutes })}</span>
          <span aria-hidden="true">·</span>
          <span>{t('web.articles.reactions', { count: article.reactionTotal })}</span>
          <span>{t('web.articles.comments', { count: article.commentCount })}</span>
        </span>
      </span>
      {article.cover ? (
        <ProductImage
          source={article.cover.url}
          alt={article.cover.alt}
          width={88}
          height={88}
          priority={priority}
          className={styles.thumb}
        />
      ) : null}
    </Link>
  );
}
