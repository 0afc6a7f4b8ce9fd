// The marketplace seed's plan, pure: what each counselor's rows hold (profile columns with
// consistent offer and rating columns, drawn art, reviews of past sessions), from the data
// modules and the seed time alone, so the same start always plans the same rows.
import { COUNSELING_TYPES, type CounselingType } from '@arcana/domain';
import type { DrawnArt } from '../features/counselors';
import {
  type ArtMotif,
  type CounselorSeed,
  PALETTES,
  PRODUCT_TYPE_NOTES,
  type ProductSeed,
  UNLIMITED_NOTE,
} from './seed-marketplace-data';
import {
  REVIEW_BODIES,
  REVIEW_CLOSINGS,
  REVIEW_REPLIES,
  REVIEW_TOPIC_OF,
} from './seed-marketplace-reviews';

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
const SEOUL_OFFSET_MS = 9 * HOUR_MS;

export type Planned = { seed: CounselorSeed; userId: number; index: number };
export type PlannedReview = {
  reviewerId: number;
  product: ProductSeed;
  rating: number;
  content: string;
  reply: string | null;
  startTime: Date;
  startType: 'IMMEDIATE' | 'RESERVATION';
};

/** `hour`:00 in Seoul (no daylight saving there) on the Seoul day `days` after today's. */
function seoulAt(now: Date, days: number, hour: number): Date {
  const seoul = new Date(now.getTime() + SEOUL_OFFSET_MS);
  const midnight = Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate());
  return new Date(midnight + days * DAY_MS + hour * HOUR_MS - SEOUL_OFFSET_MS);
}

/** The Seoul calendar date `days` after today's, YYYY-MM-DD. */
export function seoulDate(now: Date, days: number): string {
  return new Date(seoulAt(now, days, 12).getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** What a product says: the counselor's words, then the type's (and 무제한's) standard note. */
export function productDescription(product: ProductSeed): string {
  const notes: string[] = [PRODUCT_TYPE_NOTES[product.type]];
  if (product.minutes === null) notes.unshift(UNLIMITED_NOTE);
  return [product.about, ...notes].join('\n');
}

/** The offer columns of counselors: enabled products' types (CHAT, CALL, VIDEO order), lowest price. */
function offerOf(list: readonly ProductSeed[]) {
  const enabled = list.filter((product) => !product.disabled);
  const types = new Set<CounselingType>(enabled.map((product) => product.type));
  return {
    counselingTypes: COUNSELING_TYPES.filter((type) => types.has(type)),
    minPrice: enabled.length ? Math.min(...enabled.map((product) => product.price)) : null,
  };
}

/** The seed's reviews of one counselor: deterministic from its place in the list. */
export function plannedReviews(
  { seed, index }: Planned,
  reviewerIds: readonly number[],
  now: Date,
): PlannedReview[] {
  const topic = REVIEW_TOPIC_OF[seed.categories[0] ?? 'love'];
  const bodies = REVIEW_BODIES[topic];
  const sold = seed.products.filter((product) => !product.disabled);
  if (reviewerIds.length === 0 || sold.length === 0) return [];
  return Array.from({ length: seed.reviews }, (_, j) => {
    const [rating, body] = bodies[(index * 5 + j) % bodies.length] ?? [5, ''];
    // A thankful closing line only where the body is glad too.
    const closing =
      rating >= 4 && (index + j) % 3 === 1
        ? REVIEW_CLOSINGS[(index + j) % REVIEW_CLOSINGS.length]
        : '';
    const content = closing ? `${body} ${closing.replaceAll('{name}', seed.name)}` : body;
    const replied = (index + j) % 3 === 0;
    const reply =
      rating <= 3 ? REVIEW_REPLIES[3] : REVIEW_REPLIES[[0, 1, 2, 4, 5][(index + j) % 5] ?? 0];
    // Newest reviews first in the list: j = 0 is the most recent, a day or two ago.
    const daysAgo = 1 + j * 6 + (index % 5);
    const hour = 10 + ((index * 3 + j * 5) % 12);
    return {
      reviewerId: reviewerIds[(index * 7 + j * 5) % reviewerIds.length] ?? 0,
      product: sold[(index + j) % sold.length] ?? sold[0]!,
      rating,
      content,
      reply: replied ? (reply ?? null) : null,
      startTime: seoulAt(now, -daysAgo, hour),
      startType: j % 2 === 0 ? 'IMMEDIATE' : 'RESERVATION',
    } satisfies PlannedReview;
  });
}

export const artOf = (seed: CounselorSeed, motif: string): DrawnArt => ({
  motif,
  palette: [...PALETTES[seed.palette]],
});

// The counselors feature draws portraits (`<hair>:<sign>`), certificates (a sign) and gallery
// scenes from its own motif names; products draw the seed's motifs themselves.
const HAIR_STYLES = ['long', 'short', 'bob', 'wave', 'bun', 'curly'] as const;
export const SIGN_OF: Record<ArtMotif, string> = {
  moon: 'moon',
  stars: 'star',
  heart: 'heart',
  sun: 'sun',
  candle: 'sparkle',
  path: 'leaf',
  coins: 'sparkle',
  infinity: 'star',
};
export const SCENE_OF: Record<ArtMotif, string> = {
  moon: 'night',
  stars: 'night',
  heart: 'flower',
  sun: 'room',
  candle: 'candle',
  path: 'tea',
  coins: 'cards',
  infinity: 'cards',
};
const portraitMotif = (seed: CounselorSeed, index: number) =>
  `${HAIR_STYLES[index % HAIR_STYLES.length]}:${SIGN_OF[seed.motif]}`;

/** The profile columns of a counselor row, its offer and rating columns already consistent. */
export function profileOf({ seed, index }: Planned, reviews: readonly PlannedReview[], now: Date) {
  return {
    name: seed.name,
    introduction: seed.introduction,
    details: seed.details,
    keywords: [...seed.keywords],
    portrait: artOf(seed, portraitMotif(seed, index)),
    careerYears: seed.careerYears,
    ...offerOf(seed.products),
    reviewCount: reviews.length,
    ratingTotal: reviews.reduce((sum, review) => sum + review.rating, 0),
    statusChangedAt: new Date(now.getTime() - ((index * 37) % 240) * 60_000),
  };
}

export type Seeded = Planned & { counselorId: number };
