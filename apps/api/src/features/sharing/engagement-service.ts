import type {
  Comment,
  CursorPage,
  MyComment,
  MyReaction,
  ReactionKind,
  ReactionSummary,
  TarotSpreadId,
} from '@arcana/domain';
import { TAROT_SPREADS } from '@arcana/domain';
import { AppError } from '../../lib/app-error';
import { type CursorQuery, cursorPage } from '../../lib/cursor-page';
import type {
  CommentRow,
  EngagementRepository,
  EngagementTarget,
  MyTargetRow,
} from './engagement-repository';
import { sharingMessages as m } from './messages';
import type { ShareSnapshot } from './tables';

// Comments and reactions as the api answers them, for shares and articles alike. Whether anyone
// is told is up to the caller (shares tell their owner; articles nobody).

export function toComment(row: CommentRow, viewerId: number | null): Comment {
  return {
    id: row.id,
    content: row.content,
    authorName: row.authorName,
    mine: viewerId !== null && row.userId === viewerId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a share is called in the caller's lists (its character and spread). */
export function shareTitle(snapshot: ShareSnapshot): string {
  const spread = TAROT_SPREADS[snapshot.spread as TarotSpreadId];
  return m.shareTitle(snapshot.character.name, spread?.nameKo ?? snapshot.spread);
}

function myTarget(row: MyTargetRow, articleTitles: Map<number, string>): MyComment['target'] {
  if (row.shareId !== null) {
    const title = row.shareSnapshot ? shareTitle(row.shareSnapshot) : '';
    return { type: 'SHARE', shareId: row.shareId, title };
  }
  const articleId = row.articleId ?? 0;
  return { type: 'ARTICLE', articleId, title: articleTitles.get(articleId) ?? '' };
}

/** Titles of articles by id: articles sit above sharing, so they hand this in (DESIGN layout). */
export type ArticleTitles = (ids: readonly number[]) => Promise<Map<number, string>>;

const noArticleTitles: ArticleTitles = async () => new Map();

export function createEngagementService(
  engagement: EngagementRepository,
  articleTitles: ArticleTitles = noArticleTitles,
) {
  async function titlesOf(rows: readonly MyTargetRow[]) {
    const ids = rows.flatMap((row) => (row.articleId === null ? [] : [row.articleId]));
    return ids.length === 0 ? new Map<number, string>() : articleTitles([...new Set(ids)]);
  }

  return {
    reactionSummary: (target: EngagementTarget, viewerId: number | null) =>
      engagement.reactionSummary(target, viewerId),

    commentCount: (target: EngagementTarget) => engagement.commentCount(target),

    countsOf: engagement.countsOf,

    async comments(
      target: EngagementTarget,
      cursor: CursorQuery,
      viewerId: number | null,
    ): Promise<CursorPage<Comment>> {
      const { rows, total } = await engagement.commentPage(target, cursor);
      return cursorPage(
        rows.map((row) => toComment(row, viewerId)),
        total,
        cursor.limit,
      );
    },

    async addComment(target: EngagementTarget, userId: number, content: string): Promise<Comment> {
      return toComment(await engagement.addComment(target, userId, content), userId);
    },

    /** Sets the reaction; `changed` is false when the caller already had that very kind. */
    async putReaction(target: EngagementTarget, userId: number, kind: ReactionKind) {
      const { previous } = await engagement.putReaction(target, userId, kind);
      const summary: ReactionSummary = await engagement.reactionSummary(target, userId);
      return { summary, changed: previous !== kind };
    },

    async deleteReaction(target: EngagementTarget, userId: number): Promise<ReactionSummary> {
      await engagement.deleteReaction(target, userId);
      return engagement.reactionSummary(target, userId);
    },

    /** Only its author deletes a comment (403 for anyone else, 404 for none). */
    async deleteComment(commentId: number, userId: number): Promise<void> {
      const comment = await engagement.findComment(commentId);
      if (!comment) throw AppError.notFound(m.commentNotFound);
      if (comment.userId !== userId) throw new AppError(403, 'FORBIDDEN', m.notYourComment);
      await engagement.deleteComment(commentId);
    },

    async myComments(userId: number, cursor: CursorQuery): Promise<CursorPage<MyComment>> {
      const { rows, total } = await engagement.myComments(userId, cursor);
      const titles = await titlesOf(rows);
      const content = rows.map((row) => ({
        id: row.id,
        content: row.content,
        target: myTarget(row, titles),
        createdAt: row.createdAt.toISOString(),
      }));
      return cursorPage(content, total, cursor.limit);
    },

    async myReactions(userId: number, cursor: CursorQuery): Promise<CursorPage<MyReaction>> {
      const { rows, total } = await engagement.myReactions(userId, cursor);
      const titles = await titlesOf(rows);
      const content = rows.map((row) => ({
        id: row.id,
        kind: row.kind as ReactionKind,
        target: myTarget(row, titles),
        createdAt: row.createdAt.toISOString(),
      }));
      return cursorPage(content, total, cursor.limit);
    },
  };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
