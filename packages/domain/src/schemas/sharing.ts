// Shares of readings, articles of characters, and the comments and reactions on both (DESIGN
// "Sharing", "Rich text").
import * as v from 'valibot';
import { SHARE_ID_PATTERN } from '../route-ids';
import {
  aiCharacterSummarySchema,
  aiReadingCardSchema,
  tarotSpreadIdSchema,
  tarotThemeSchema,
} from './ai';
import { isoDateTimeSchema } from './common';
import { multilineText } from './text';

const positiveId = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** The fixed set of reactions, in the order the picker shows them. */
export const REACTION_KINDS = ['LIKE', 'EMPATHY', 'CHEER', 'AMAZED', 'THANKS'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];
export const REACTION_LABELS = {
  LIKE: { emoji: '👍', nameKo: '좋아요' },
  EMPATHY: { emoji: '🥹', nameKo: '공감해요' },
  CHEER: { emoji: '💪', nameKo: '응원해요' },
  AMAZED: { emoji: '✨', nameKo: '신기해요' },
  THANKS: { emoji: '🙏', nameKo: '고마워요' },
} as const satisfies Record<ReactionKind, { emoji: string; nameKo: string }>;
export const reactionKindSchema = v.picklist(REACTION_KINDS);

export const COMMENT_MAX_LENGTH = 500;

export const shareIdSchema = v.pipe(v.string(), v.regex(SHARE_ID_PATTERN));

/** Counts per kind (every kind present, 0 when none) and the caller's own, if any. */
export const reactionSummarySchema = v.object({
  counts: v.object({
    LIKE: count,
    EMPATHY: count,
    CHEER: count,
    AMAZED: count,
    THANKS: count,
  }),
  total: count,
  /** Null for a guest or when the caller has not reacted. */
  mine: v.nullable(reactionKindSchema),
});
export type ReactionSummary = v.InferOutput<typeof reactionSummarySchema>;

/** PUT …/reaction: set (or replace) the caller's reaction; DELETE removes it. */
export const reactionRequestSchema = v.object({ kind: reactionKindSchema });

/** POST …/comments. Text only, 1–500 characters. */
export const commentRequestSchema = v.object({
  content: multilineText(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, '댓글을 입력해 주세요.'),
      v.maxLength(COMMENT_MAX_LENGTH, '댓글은 500자까지 쓸 수 있어요.'),
    ),
  ),
});

export const commentSchema = v.object({
  id: positiveId,
  content: v.string(),
  authorName: v.string(),
  mine: v.boolean(),
  createdAt: isoDateTimeSchema,
});
export type Comment = v.InferOutput<typeof commentSchema>;

// ---- shares ----

/** POST /api/client/shares: share one of the caller's completed readings. */
export const shareCreateRequestSchema = v.object({
  readingId: positiveId,
  showQuestion: v.boolean(),
  showName: v.boolean(),
});

/** A share as anyone sees it (GET /api/public/shares/{id}). */
export const sharedReadingSchema = v.object({
  id: shareIdSchema,
  character: aiCharacterSummarySchema,
  spread: tarotSpreadIdSchema,
  spreadName: v.string(),
  theme: tarotThemeSchema,
  /** Null unless the owner chose to show it. */
  question: v.nullable(v.string()),
  /** Null unless the owner allowed it. */
  ownerName: v.nullable(v.string()),
  cards: v.array(aiReadingCardSchema),
  answer: v.string(),
  reactions: reactionSummarySchema,
  commentCount: count,
  /** The caller owns it (may delete it). */
  mine: v.boolean(),
  createdAt: isoDateTimeSchema,
});
export type SharedReading = v.InferOutput<typeof sharedReadingSchema>;

/** /shared/list and the AI home's popular shares: `?sort=recent|popular&characterId=&cursor=`. */
export const shareSummarySchema = v.object({
  id: shareIdSchema,
  character: v.object({ id: positiveId, name: v.string(), portraitUrl: v.string() }),
  spread: tarotSpreadIdSchema,
  spreadName: v.string(),
  theme: tarotThemeSchema,
  question: v.nullable(v.string()),
  ownerName: v.nullable(v.string()),
  cards: v.array(v.object({ cardId: positiveId, nameKo: v.string(), reversed: v.boolean() })),
  excerpt: v.string(),
  reactionTotal: count,
  commentCount: count,
  createdAt: isoDateTimeSchema,
});
export type ShareSummary = v.InferOutput<typeof shareSummarySchema>;

/** A page of a list whose order is not its id: `nextCursor` is null on the last page. */
export function keysetPageSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({ content: v.array(item), nextCursor: v.nullable(v.string()) });
}
export type KeysetPage<TItem> = { content: TItem[]; nextCursor: string | null };

// ---- articles ----

export const articleMediaSchema = v.object({
  id: positiveId,
  position: count,
  alt: v.string(),
  caption: v.string(),
  /** `/api/public/ai/articles/{articleId}/media/{id}.svg`. */
  url: v.string(),
});
export type ArticleMedia = v.InferOutput<typeof articleMediaSchema>;

export const articleSummarySchema = v.object({
  id: positiveId,
  title: v.string(),
  summary: v.string(),
  character: v.object({ id: positiveId, name: v.string(), portraitUrl: v.string() }),
  cover: v.nullable(articleMediaSchema),
  publishedAt: isoDateTimeSchema,
  /** Minutes to read, at least 1. */
  readingMinutes: positiveId,
  reactionTotal: count,
  commentCount: count,
});
export type ArticleSummary = v.InferOutput<typeof articleSummarySchema>;

export const articleDetailSchema = v.object({
  ...articleSummarySchema.entries,
  /** Markdown; `![alt](media:<position>)` refers to `media`. */
  body: v.string(),
  media: v.array(articleMediaSchema),
  reactions: reactionSummarySchema,
  viewCount: count,
  previous: v.nullable(v.object({ id: positiveId, title: v.string() })),
  next: v.nullable(v.object({ id: positiveId, title: v.string() })),
});
export type ArticleDetail = v.InferOutput<typeof articleDetailSchema>;

// ---- the caller's own (/me/comments, /me/reactions) ----

export const myTargetSchema = v.variant('type', [
  v.object({ type: v.literal('SHARE'), shareId: shareIdSchema, title: v.string() }),
  v.object({ type: v.literal('ARTICLE'), articleId: positiveId, title: v.string() }),
]);

export const myCommentSchema = v.object({
  id: positiveId,
  content: v.string(),
  target: myTargetSchema,
  createdAt: isoDateTimeSchema,
});
export type MyComment = v.InferOutput<typeof myCommentSchema>;

export const myReactionSchema = v.object({
  id: positiveId,
  kind: reactionKindSchema,
  target: myTargetSchema,
  createdAt: isoDateTimeSchema,
});
export type MyReaction = v.InferOutput<typeof myReactionSchema>;
