import type {
  ArticleDetail,
  ArticleMedia,
  ArticleSummary,
  Comment,
  CursorPage,
  ReactionKind,
  ReactionSummary,
} from '@arcana/domain';
import { AppError } from '../../lib/app-error';
import { type CursorQuery, cursorPage, MAX_SERIAL_ID } from '../../lib/cursor-page';
import type { EngagementService } from '../sharing';
import { articleMessages as m } from './messages';
import type { ArticleRow, ArticlesRepository, MediaRow } from './repository';

// Articles as the api answers them. Comments and reactions go through the sharing feature's
// engagement service and notify nobody (DESIGN "Sharing": articles belong to characters).

/** Korean prose reads at about 500 characters a minute; Markdown marks are not read. */
export function readingMinutes(markdown: string): number {
  const text = markdown.replace(/!\[[^\]]*\]\([^)]*\)/g, '').replace(/[#>*_`\-[\]()]/g, '');
  return Math.max(1, Math.round(Array.from(text.replace(/\s+/g, '')).length / 500));
}

export const mediaUrl = (articleId: number, mediaId: number) =>
  `/api/public/ai/articles/${articleId}/media/${mediaId}.svg`;

function toMedia(row: MediaRow): ArticleMedia {
  return {
    id: row.id,
    position: row.position,
    alt: row.alt,
    caption: row.caption,
    url: mediaUrl(row.articleId, row.id),
  };
}

export function createArticlesService(
  repository: ArticlesRepository,
  engagement: EngagementService,
) {
  async function existing(id: number): Promise<ArticleRow> {
    const row = id <= MAX_SERIAL_ID ? await repository.find(id) : undefined;
    if (!row) throw AppError.notFound(m.articleNotFound);
    return row;
  }

  function summary(
    row: ArticleRow,
    media: readonly MediaRow[],
    counts: { comments: number; reactions: number },
  ): ArticleSummary {
    const cover = media.find((each) => each.articleId === row.id && each.position === 0);
    return {
      id: row.id,
      title: row.title,
      summary: row.summary,
      character: {
        id: row.characterId,
        name: row.characterName,
        portraitUrl: `/api/public/ai/characters/${row.characterId}/portrait.svg`,
      },
      cover: cover ? toMedia(cover) : null,
      publishedAt: row.publishedAt.toISOString(),
      readingMinutes: readingMinutes(row.body),
      reactionTotal: counts.reactions,
      commentCount: counts.comments,
    };
  }

  return {
    async list(query: {
      characterId?: number | undefined;
      limit: number;
      lastId?: number | undefined;
    }): Promise<CursorPage<ArticleSummary>> {
      const { rows, total } = await repository.page(query);
      const ids = rows.map((row) => row.id);
      const [media, counts] = await Promise.all([
        repository.mediaOf(ids),
        engagement.countsOf('ARTICLE', ids),
      ]);
      const none = { comments: 0, reactions: 0 };
      const content = rows.map((row) => summary(row, media, counts.get(row.id) ?? none));
      return cursorPage(content, total, query.limit);
    },

    /** The whole article; counts one view. */
    async detail(id: number, viewerId: number | null): Promise<ArticleDetail> {
      await existing(id);
      const row = (await repository.view(id)) ?? (await existing(id));
      const target = { type: 'ARTICLE' as const, articleId: row.id };
      const [media, reactions, commentCount, neighbours] = await Promise.all([
        repository.mediaOf([row.id]),
        engagement.reactionSummary(target, viewerId),
        engagement.commentCount(target),
        repository.neighbours(row),
      ]);
      return {
        ...summary(row, media, { comments: commentCount, reactions: reactions.total }),
        body: row.body,
        media: media.map(toMedia),
        reactions,
        viewCount: row.viewCount,
        ...neighbours,
      };
    },

    async media(id: number): Promise<ArticleMedia[]> {
      const row = await existing(id);
      return (await repository.mediaOf([row.id])).map(toMedia);
    },

    async mediaSvg(id: number, mediaId: number): Promise<string> {
      const svg =
        id <= MAX_SERIAL_ID && mediaId <= MAX_SERIAL_ID
          ? await repository.mediaSvg(id, mediaId)
          : undefined;
      if (svg === undefined) throw AppError.notFound(m.mediaNotFound);
      return svg;
    },

    async comments(id: number, cursor: CursorQuery, viewerId: number | null) {
      const row = await existing(id);
      return engagement.comments({ type: 'ARTICLE', articleId: row.id }, cursor, viewerId);
    },

    async addComment(id: number, userId: number, content: string): Promise<Comment> {
      const row = await existing(id);
      return engagement.addComment({ type: 'ARTICLE', articleId: row.id }, userId, content);
    },

    async putReaction(id: number, userId: number, kind: ReactionKind): Promise<ReactionSummary> {
      const row = await existing(id);
      const { summary: reactions } = await engagement.putReaction(
        { type: 'ARTICLE', articleId: row.id },
        userId,
        kind,
      );
      return reactions;
    },

    async deleteReaction(id: number, userId: number): Promise<ReactionSummary> {
      const row = await existing(id);
      return engagement.deleteReaction({ type: 'ARTICLE', articleId: row.id }, userId);
    },
  };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;
