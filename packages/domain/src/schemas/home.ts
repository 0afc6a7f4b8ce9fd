// The home page (issue 12) as GET /api/public/home answers it: today's card of the visitor and
// the sections of the other features, each in its own summary schema, in one request.
import * as v from 'valibot';
import { aiCharacterSummarySchema } from './ai';
import { eventSummarySchema, noticeSummarySchema } from './content';
import { counselingReviewSchema, counselorSummarySchema, productCardSchema } from './counseling';
import { tarotCardSummarySchema } from './tarot';

/** How many of each the home shows at most. */
export const HOME_SECTION_LIMITS = {
  characters: 8,
  onlineCounselors: 8,
  popularProducts: 6,
  latestReviews: 6,
  events: 3,
  notices: 5,
} as const;

/** One card a day per visitor: the same all day (Asia/Seoul), another one tomorrow. */
export const todayCardSchema = v.object({
  /** The Seoul day it is drawn for, YYYY-MM-DD. */
  date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  card: v.object({
    ...tarotCardSummarySchema.entries,
    /** The face drawn by the api: `/api/public/tarot-decks/cards/{id}/art.svg`. */
    artUrl: v.string(),
  }),
  reversed: v.boolean(),
  /** The keywords of the side drawn (upright or reversed). */
  keywords: v.array(v.string()),
  /** A short Korean line from the card's meaning on the side drawn. */
  message: v.string(),
});
export type TodayCard = v.InferOutput<typeof todayCardSchema>;

export const homeSchema = v.object({
  todayCard: todayCardSchema,
  /** The AI characters in their display order. */
  characters: v.array(aiCharacterSummarySchema),
  /** Listed counselors ON now, best rated first. */
  onlineCounselors: v.array(counselorSummarySchema),
  /** Most ordered in the last 30 days, then the counselor's rating. */
  popularProducts: v.array(productCardSchema),
  /** Newest first. */
  latestReviews: v.array(counselingReviewSchema),
  /** Ongoing events, ending soonest first. */
  events: v.array(eventSummarySchema),
  /** Published notices, pinned first, then newest. */
  notices: v.array(noticeSummarySchema),
});
export type Home = v.InferOutput<typeof homeSchema>;
