// Requests and answers of the AI api (DESIGN "AI", "Readings are drawn on the server"):
// characters, preset readings, readings, chats, reviews and favourites of characters.
import * as v from 'valibot';
import { TAROT_SPREAD_IDS, TAROT_THEME_IDS } from '../tarot/spreads';
import { isoDateTimeSchema } from './common';
import { tarotCardSummarySchema } from './tarot';
import { multilineText } from './text';

const positiveId = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

export const tarotSpreadIdSchema = v.picklist(TAROT_SPREAD_IDS);
export const tarotThemeSchema = v.picklist(TAROT_THEME_IDS);

/** A question to the cards: up to 200 characters, may be empty (then the theme speaks). */
export const AI_QUESTION_MAX_LENGTH = 200;
/** A chat message to a character. */
export const AI_CHAT_MESSAGE_MAX_LENGTH = 500;
/** Reviews of characters: rating 1–5, text 10–1,000 (as counseling reviews, DESIGN "Reviews"). */
export const AI_REVIEW_MIN_LENGTH = 10;
export const AI_REVIEW_MAX_LENGTH = 1000;

/** A character as lists show it. `palette`: background, main, accent of its portrait. */
export const aiCharacterSummarySchema = v.object({
  id: positiveId,
  slug: v.string(),
  name: v.string(),
  title: v.string(),
  speciality: tarotThemeSchema,
  tone: v.string(),
  greeting: v.string(),
  introduction: v.string(),
  palette: v.tuple([v.string(), v.string(), v.string()]),
  /** The portrait drawn by code: `/api/public/ai/characters/{id}/portrait.svg`. */
  portraitUrl: v.string(),
  readingCount: count,
  reviewCount: count,
  /** Mean of the reviews, one decimal; null without reviews. */
  rating: v.nullable(v.number()),
  favoriteCount: count,
});
export type AiCharacterSummary = v.InferOutput<typeof aiCharacterSummarySchema>;
export const aiCharacterListSchema = v.array(aiCharacterSummarySchema);

/** A preset one-tap reading (오늘의 운세, 예/아니오, 연애운…). */
export const aiSimpleTarotSchema = v.object({
  id: positiveId,
  slug: v.string(),
  name: v.string(),
  description: v.string(),
  spread: tarotSpreadIdSchema,
  theme: tarotThemeSchema,
  question: v.string(),
  character: aiCharacterSummarySchema,
});
export type AiSimpleTarot = v.InferOutput<typeof aiSimpleTarotSchema>;
export const aiSimpleTarotListSchema = v.array(aiSimpleTarotSchema);

/** The profile: the character with its preset readings. */
export const aiCharacterDetailSchema = v.object({
  ...aiCharacterSummarySchema.entries,
  simpleTarots: v.array(v.omit(aiSimpleTarotSchema, ['character'])),
});
export type AiCharacterDetail = v.InferOutput<typeof aiCharacterDetailSchema>;

// ---- readings ----

/**
 * POST /api/public/ai/readings: start a reading. The server shuffles and keeps the order;
 * with `simpleTarotId` the preset's spread, theme and question apply (the others are ignored).
 */
export const aiReadingStartRequestSchema = v.object({
  characterId: positiveId,
  spread: tarotSpreadIdSchema,
  question: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(AI_QUESTION_MAX_LENGTH, '질문은 200자까지 쓸 수 있어요.'),
    ),
  ),
  simpleTarotId: v.optional(positiveId),
});
export type AiReadingStartRequest = v.InferInput<typeof aiReadingStartRequestSchema>;

/** How many AI requests the caller has left today (Asia/Seoul). */
export const aiUsageSchema = v.object({
  limit: count,
  used: count,
  remaining: count,
  /** YYYY-MM-DD, Asia/Seoul. */
  day: v.string(),
});
export type AiUsage = v.InferOutput<typeof aiUsageSchema>;

/**
 * The answer to a start: a drawn deck to pick from, or — when the question speaks of
 * self-harm — the caring answer and nothing drawn.
 */
export const aiReadingStartSchema = v.variant('kind', [
  v.object({
    kind: v.literal('DRAWN'),
    readingId: positiveId,
    spread: tarotSpreadIdSchema,
    theme: tarotThemeSchema,
    /** How many face-down cards the fan shows (the whole deck). */
    deckSize: count,
    /** How many the person picks (the spread's positions). */
    picksNeeded: count,
    usage: aiUsageSchema,
  }),
  v.object({ kind: v.literal('CRISIS'), answer: v.string() }),
]);
export type AiReadingStart = v.InferOutput<typeof aiReadingStartSchema>;

/** POST /api/public/ai/readings/{id}/picks: positions in the hidden order, one per position. */
export const aiReadingPicksRequestSchema = v.object({
  positions: v.pipe(
    v.array(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
    v.minLength(1),
    v.maxLength(10),
  ),
});

/** A card as it lies in a reading. */
export const aiReadingCardSchema = v.object({
  positionKey: v.string(),
  positionName: v.string(),
  positionMeaning: v.string(),
  card: tarotCardSummarySchema,
  reversed: v.boolean(),
  /** `/api/public/tarot-decks/cards/{cardId}/art.svg`. */
  artUrl: v.string(),
});
export type AiReadingCard = v.InferOutput<typeof aiReadingCardSchema>;

export const AI_READING_STATUSES = ['DRAWN', 'PICKED', 'ANSWERING', 'COMPLETED', 'FAILED'] as const;
export type AiReadingStatus = (typeof AI_READING_STATUSES)[number];

/** A reading as its owner sees it (GET /api/public/ai/readings/{id}, /api/client/ai/readings…). */
export const aiReadingSchema = v.object({
  id: positiveId,
  character: aiCharacterSummarySchema,
  spread: tarotSpreadIdSchema,
  spreadName: v.string(),
  theme: tarotThemeSchema,
  question: v.string(),
  simpleTarotId: v.nullable(positiveId),
  status: v.picklist(AI_READING_STATUSES),
  cards: v.array(aiReadingCardSchema),
  /** The whole reading once written; null before. */
  answer: v.nullable(v.string()),
  /** Kept by a logged-in user (a guest's reading is not, until they log in and keep it). */
  kept: v.boolean(),
  createdAt: isoDateTimeSchema,
  completedAt: v.nullable(isoDateTimeSchema),
});
export type AiReading = v.InferOutput<typeof aiReadingSchema>;

/** `/me/ai/list`: newest first, `limit, lastId` cursor. */
export const aiReadingSummarySchema = v.object({
  id: positiveId,
  character: v.object({ id: positiveId, name: v.string(), portraitUrl: v.string() }),
  spread: tarotSpreadIdSchema,
  spreadName: v.string(),
  theme: tarotThemeSchema,
  question: v.string(),
  status: v.picklist(AI_READING_STATUSES),
  /** The first card's face, for the list's thumbnail. */
  cards: v.array(v.object({ cardId: positiveId, nameKo: v.string(), reversed: v.boolean() })),
  /** The reading's first line or so. */
  excerpt: v.string(),
  createdAt: isoDateTimeSchema,
});
export type AiReadingSummary = v.InferOutput<typeof aiReadingSummarySchema>;

/**
 * The answer stream (GET /api/public/ai/readings/{id}/answer, and the chat's POST): SSE events
 * `delta` `{ text }` whose ids are the character offset after the piece (resume with
 * Last-Event-ID), then `done` with the whole saved text, or `failed` with a Korean message.
 */
export const aiStreamDeltaSchema = v.object({ text: v.string() });
export const aiStreamDoneSchema = v.object({ text: v.string(), completed: v.boolean() });

// ---- chat ----

export const aiChatMessageSchema = v.object({
  id: positiveId,
  role: v.picklist(['USER', 'ASSISTANT']),
  content: v.string(),
  createdAt: isoDateTimeSchema,
});
export type AiChatMessage = v.InferOutput<typeof aiChatMessageSchema>;

/** POST /api/client/ai/chats/{characterId}/messages: answered with the SSE stream above. */
export const aiChatSendRequestSchema = v.object({
  content: multilineText(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, '메시지를 입력해 주세요.'),
      v.maxLength(AI_CHAT_MESSAGE_MAX_LENGTH, '메시지는 500자까지 보낼 수 있어요.'),
    ),
  ),
});

/** /ai/chat/list: one row per character the user has talked with, latest first. */
export const aiChatSummarySchema = v.object({
  character: aiCharacterSummarySchema,
  lastMessage: aiChatMessageSchema,
  messageCount: count,
});
export type AiChatSummary = v.InferOutput<typeof aiChatSummarySchema>;
export const aiChatListSchema = v.array(aiChatSummarySchema);

// ---- reviews and favourites ----

export const aiReviewRequestSchema = v.object({
  rating: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(5)),
  content: multilineText(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(AI_REVIEW_MIN_LENGTH, '후기는 10자 이상 써 주세요.'),
      v.maxLength(AI_REVIEW_MAX_LENGTH, '후기는 1,000자까지 쓸 수 있어요.'),
    ),
  ),
});

export const aiReviewSchema = v.object({
  id: positiveId,
  character: v.object({ id: positiveId, name: v.string(), portraitUrl: v.string() }),
  rating: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(5)),
  content: v.string(),
  /** The author's display name, masked (김**). */
  authorName: v.string(),
  mine: v.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type AiReview = v.InferOutput<typeof aiReviewSchema>;

export const aiFavoriteStateSchema = v.object({ favorite: v.boolean(), favoriteCount: count });
