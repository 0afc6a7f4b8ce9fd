import { REACTION_KINDS, type ReactionKind, type ReactionSummary } from '@arcana/domain';
import { and, count, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { users } from '../accounts';
import { comments, reactions, shares } from './tables';

// Comments and reactions of both targets (a share or an article): the only ORM code that
// touches them. Who gets told about what is the service's business, not this file's.

export type EngagementTarget =
  | { type: 'SHARE'; shareId: string }
  | { type: 'ARTICLE'; articleId: number };

export type CommentRow = {
  id: number;
  userId: number;
  content: string;
  authorName: string;
  createdAt: Date;
};

export type MyTargetRow = {
  shareId: string | null;
  articleId: number | null;
  shareSnapshot: (typeof shares.$inferSelect)['snapshot'] | null;
};

function commentTarget(target: EngagementTarget): SQL {
  return target.type === 'SHARE'
    ? eq(comments.shareId, target.shareId)
    : eq(comments.articleId, target.articleId);
}

function reactionTarget(target: EngagementTarget): SQL {
  return target.type === 'SHARE'
    ? eq(reactions.shareId, target.shareId)
    : eq(reactions.articleId, target.articleId);
}

const emptyCounts = (): Record<ReactionKind, number> =>
  Object.fromEntries(REACTION_KINDS.map((kind) => [kind, 0])) as Record<ReactionKind, number>;

export function createEngagementRepository(db: AppDb) {
  return {
    async reactionSummary(
      target: EngagementTarget,
      viewerId: number | null,
    ): Promise<ReactionSummary> {
      const rows = await db
        .select({ kind: reactions.kind, n: count() })
        .from(reactions)
        .where(reactionTarget(target))
        .groupBy(reactions.kind);
      const counts = emptyCounts();
      let total = 0;
      for (const row of rows) {
        if ((REACTION_KINDS as readonly string[]).includes(row.kind)) {
          counts[row.kind as ReactionKind] = row.n;
          total += row.n;
        }
      }
      let mine: ReactionKind | null = null;
      if (viewerId !== null) {
        const [own] = await db
          .select({ kind: reactions.kind })
          .from(reactions)
          .where(and(reactionTarget(target), eq(reactions.userId, viewerId)))
          .limit(1);
        mine = (own?.kind as ReactionKind | undefined) ?? null;
      }
      return { counts, total, mine };
    },

    /** Sets the caller's reaction (one per person and target); answers the kind it replaced. */
    async putReaction(
      target: EngagementTarget,
      userId: number,
      kind: ReactionKind,
    ): Promise<{ previous: ReactionKind | null }> {
      const [before] = await db
        .select({ kind: reactions.kind })
        .from(reactions)
        .where(and(reactionTarget(target), eq(reactions.userId, userId)))
        .limit(1);
      const values =
        target.type === 'SHARE'
          ? { shareId: target.shareId, userId, kind }
          : { articleId: target.articleId, userId, kind };
      await db
        .insert(reactions)
        .values(values)
        .onConflictDoUpdate({
          target:
            target.type === 'SHARE'
              ? [reactions.shareId, reactions.userId]
              : [reactions.articleId, reactions.userId],
          set: { kind, createdAt: sql`now()` },
        });
      return { previous: (before?.kind as ReactionKind | undefined) ?? null };
    },

    async deleteReaction(target: EngagementTarget, userId: number): Promise<boolean> {
      const deleted = await db
        .delete(reactions)
        .where(and(reactionTarget(target), eq(reactions.userId, userId)))
        .returning({ id: reactions.id });
      return deleted.length > 0;
    },

    async addComment(
      target: EngagementTarget,
      userId: number,
      content: string,
    ): Promise<CommentRow> {
      const values =
        target.type === 'SHARE'
          ? { shareId: target.shareId, userId, content }
          : { articleId: target.articleId, userId, content };
      const [row] = await db.insert(comments).values(values).returning();
      if (!row) throw new Error('comment insert returned nothing');
      const [author] = await db
        .select({ displayName: users.displayName })
        .from(users)
        .where(eq(users.id, userId));
      return { ...row, authorName: author?.displayName ?? '' };
    },

    /** Newest first; `lastId` = older than it. `total` counts from the cursor on. */
    async commentPage(
      target: EngagementTarget,
      cursor: { limit: number; lastId?: number | undefined },
    ): Promise<{ rows: CommentRow[]; total: number }> {
      const where = and(
        commentTarget(target),
        cursor.lastId === undefined ? undefined : lt(comments.id, cursor.lastId),
      );
      const rows = await db
        .select({
          id: comments.id,
          userId: comments.userId,
          content: comments.content,
          authorName: users.displayName,
          createdAt: comments.createdAt,
        })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(where)
        .orderBy(desc(comments.id))
        .limit(cursor.limit);
      const [totals] = await db.select({ n: count() }).from(comments).where(where);
      return { rows, total: totals?.n ?? 0 };
    },

    async commentCount(target: EngagementTarget): Promise<number> {
      const [row] = await db.select({ n: count() }).from(comments).where(commentTarget(target));
      return row?.n ?? 0;
    },

    /** Comment and reaction totals of many shares (or articles) at once, for the lists. */
    async countsOf(
      type: 'SHARE' | 'ARTICLE',
      ids: readonly (string | number)[],
    ): Promise<Map<string | number, { comments: number; reactions: number }>> {
      const result = new Map<string | number, { comments: number; reactions: number }>();
      for (const id of ids) result.set(id, { comments: 0, reactions: 0 });
      if (ids.length === 0) return result;
      const commentKey = type === 'SHARE' ? comments.shareId : comments.articleId;
      const reactionKey = type === 'SHARE' ? reactions.shareId : reactions.articleId;
      const commentRows = await db
        .select({ key: commentKey, n: count() })
        .from(comments)
        .where(inArray(commentKey, ids as never[]))
        .groupBy(commentKey);
      const reactionRows = await db
        .select({ key: reactionKey, n: count() })
        .from(reactions)
        .where(inArray(reactionKey, ids as never[]))
        .groupBy(reactionKey);
      for (const row of commentRows) {
        const entry = row.key === null ? undefined : result.get(row.key);
        if (entry) entry.comments = row.n;
      }
      for (const row of reactionRows) {
        const entry = row.key === null ? undefined : result.get(row.key);
        if (entry) entry.reactions = row.n;
      }
      return result;
    },

    async findComment(id: number) {
      const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
      return row;
    },

    async deleteComment(id: number): Promise<void> {
      await db.delete(comments).where(eq(comments.id, id));
    },

    /** The caller's comments, newest first, with what each was written on. */
    async myComments(userId: number, cursor: { limit: number; lastId?: number | undefined }) {
      const where = and(
        eq(comments.userId, userId),
        cursor.lastId === undefined ? undefined : lt(comments.id, cursor.lastId),
      );
      const rows = await db
        .select({
          id: comments.id,
          content: comments.content,
          createdAt: comments.createdAt,
          shareId: comments.shareId,
          articleId: comments.articleId,
          shareSnapshot: shares.snapshot,
        })
        .from(comments)
        .leftJoin(shares, eq(shares.id, comments.shareId))
        .where(where)
        .orderBy(desc(comments.id))
        .limit(cursor.limit);
      const [totals] = await db.select({ n: count() }).from(comments).where(where);
      return { rows, total: totals?.n ?? 0 };
    },

    /** The caller's reactions, newest first, with what each was left on. */
    async myReactions(userId: number, cursor: { limit: number; lastId?: number | undefined }) {
      const where = and(
        eq(reactions.userId, userId),
        cursor.lastId === undefined ? undefined : lt(reactions.id, cursor.lastId),
      );
      const rows = await db
        .select({
          id: reactions.id,
          kind: reactions.kind,
          createdAt: reactions.createdAt,
          shareId: reactions.shareId,
          articleId: reactions.articleId,
          shareSnapshot: shares.snapshot,
        })
        .from(reactions)
        .leftJoin(shares, eq(shares.id, reactions.shareId))
        .where(where)
        .orderBy(desc(reactions.id))
        .limit(cursor.limit);
      const [totals] = await db.select({ n: count() }).from(reactions).where(where);
      return { rows, total: totals?.n ?? 0 };
    },
  };
}

export type EngagementRepository = ReturnType<typeof createEngagementRepository>;
