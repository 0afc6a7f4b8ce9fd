import { articleQueries } from '@arcana/api-client';
import { type ArticleDetail, formatDateTimeLong, formatNumber } from '@arcana/domain';
import { ChevronLeftIcon, ChevronRightIcon, cardStyle, ProductImage, Skeleton } from '@arcana/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Comments, ReactionBar } from '../social';
import * as detailStyles from './ArticleDetailPage.css';
import { ArticleMarkdown } from './ArticleMarkdown';
import { ArticlesLoadError } from './ArticlesLoadError';
import * as styles from './articles.css';
import { t } from './intl';
import { mediaPositionsIn } from './markdown-urls';

/** /ai/articles/{articleId}/details: the article, its reactions and comments, and its neighbours. */
export function ArticleDetailPage({ articleId }: { articleId: number }) {
  const article = useQuery(articleQueries.detail(articleId));
  if (article.isPending) return <ArticleSkeleton />;
  if (article.isError) {
    return (
      <ArticlesLoadError onRetry={() => void article.refetch()} retrying={article.isFetching} />
    );
  }
  return <Article article={article.data} />;
}

function Article({ article }: { article: ArticleDetail }) {
  const queryClient = useQueryClient();
  const { character } = article;
  // Articles usually open with their cover inside the body; draw it above only when they don't.
  const showCover =
    article.cover !== null && !mediaPositionsIn(article.body).has(article.cover.position);
  return (
    <article className={styles.page} aria-labelledby="article-title">
      <header className={detailStyles.header}>
        <h1 id="article-title" className={styles.heading}>
          {article.title}
        </h1>
        <div className={detailStyles.byline}>
          <Link
            to="/ai/$id"
            params={{ id: character.id }}
            className={detailStyles.author}
            aria-label={t('web.articles.profile', { name: character.name })}
          >
            <ProductImage
              source={character.portraitUrl}
              alt={t('web.articles.portrait', { name: character.name })}
              width={44}
              height={44}
              priority
              className={detailStyles.portrait}
            />
            <span className={detailStyles.authorName}>{character.name}</span>
          </Link>
          <span className={styles.meta}>
            <time dateTime={article.publishedAt}>{formatDateTimeLong(article.publishedAt)}</time>
            <span aria-hidden="true">·</span>
            <span>{t('web.articles.minutes', { minutes: article.readingMinutes })}</span>
            <span aria-hidden="true">·</span>
            <span>{t('web.articles.views', { count: formatNumber(article.viewCount) })}</span>
          </span>
        </div>
      </header>

      {showCover && article.cover ? (
        <figure className={detailStyles.cover}>
          <ProductImage
            source={article.cover.url}
            alt={article.cover.alt || t('web.articles.cover', { title: article.title })}
            width={1200}
            height={675}
            priority
            className={detailStyles.coverImage}
          />
          {article.cover.caption ? (
            <figcaption className={detailStyles.caption}>{article.cover.caption}</figcaption>
          ) : null}
        </figure>
      ) : null}

      <ArticleMarkdown body={article.body} media={article.media} />

      {article.media.length > 0 ? (
        <Link
          to="/ai/articles/$articleId/media"
          params={{ articleId: article.id }}
          search={{ index: 0 }}
          className={[cardStyle({ padding: 'sm', interactive: true }), detailStyles.gallery].join(
            ' ',
          )}
        >
          {t('web.articles.gallery', { count: article.media.length })}
          <ChevronRightIcon size={16} aria-hidden="true" />
        </Link>
      ) : null}

      <section className={detailStyles.social} aria-labelledby="article-reactions">
        <h2 id="article-reactions" className={detailStyles.sectionTitle}>
          {t('web.articles.reactionsHeading')}
        </h2>
        <ReactionBar
          target={{ type: 'ARTICLE', articleId: article.id }}
          summary={article.reactions}
          onChange={(reactions) =>
            queryClient.setQueryData(articleQueries.detail(article.id).queryKey, (current) =>
              current ? { ...current, reactions, reactionTotal: reactions.total } : current,
            )
          }
        />
      </section>

      <Comments target={{ type: 'ARTICLE', articleId: article.id }} count={article.commentCount} />

      <nav className={detailStyles.neighbours} aria-label={t('web.articles.neighbours')}>
        {article.previous ? (
          <Link
            to="/ai/articles/$articleId/details"
            params={{ articleId: article.previous.id }}
            rel="prev"
            className={[
              cardStyle({ padding: 'sm', interactive: true }),
              detailStyles.neighbour,
            ].join(' ')}
          >
            <ChevronLeftIcon size={20} aria-hidden="true" />
            <span className={detailStyles.neighbourText}>
              <span className={styles.meta}>{t('web.articles.previous')}</span>
              <span className={detailStyles.neighbourTitle}>{article.previous.title}</span>
            </span>
          </Link>
        ) : (
          <span />
        )}
        {article.next ? (
          <Link
            to="/ai/articles/$articleId/details"
            params={{ articleId: article.next.id }}
            rel="next"
            className={[
              cardStyle({ padding: 'sm', interactive: true }),
              detailStyles.neighbour,
            ].join(' ')}
            data-direction="next"
          >
            <span className={detailStyles.neighbourText}>
              <span className={styles.meta}>{t('web.articles.next')}</span>
              <span className={detailStyles.neighbourTitle}>{article.next.title}</span>
            </span>
            <ChevronRightIcon size={20} aria-hidden="true" />
          </Link>
        ) : (
          <span />
        )}
      </nav>

      <Link to="/ai/$id/articles" params={{ id: character.id }} className={detailStyles.textLink}>
        {t('web.articles.moreFrom', { name: character.name })}
        <ChevronRightIcon size={16} aria-hidden="true" />
      </Link>
    </article>
  );
}

function ArticleSkeleton() {
  return (
    <div
      className={styles.page}
      role="status"
      aria-busy="true"
      aria-label={t('web.articles.loading')}
    >
      <Skeleton width="80%" height={32} />
      <Skeleton width="40%" />
      <Skeleton shape="rect" width="100%" height={200} />
      <Skeleton width="100%" />
      <Skeleton width="90%" />
      <Skeleton width="95%" />
    </div>
  );
}
