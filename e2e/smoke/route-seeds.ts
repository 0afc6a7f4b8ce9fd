import type { SmokeApp } from './addresses';

// What the smoke suite opens for a route with params ($id, $slug, the catch-all $): a real,
// seeded value, so the page shows something instead of its not-found answer. A param route
// missing here fails the suite; a new param route needs its entry (and, if need be, its seed in
// the api's demo data) in the same change.
//
// The catch-all (`/$`) is the one route whose expected answer is the not-found screen: it is asked
// for a page nobody made. When stored pages come, map a stored slug of your own beside it.

/**
 * Stands for a finished session between demo-user and demo-counselor in a seed's path; the suite
 * finds one at run time (or makes one through the dev api), see demo-session.ts.
 */
export const DEMO_SESSION = '{demoSession}';

/** Stands for one of demo-counselor's own reviews, found at run time (demo-review.ts). */
export const DEMO_REVIEW = '{demoReview}';

export type RouteSeed = {
  /** The address to open, params filled in. */
  path: string;
  /** 'page' (default): a real page, never an error screen. 'not-found': the 404 screen. */
  expect?: 'page' | 'not-found';
  /**
   * Another address for one persona: for pages only their owner may see (someone else's
   * reading is the not-found page, rightly), each persona opens a record of its own.
   */
  byPersona?: Partial<Record<'guest' | 'demo-user' | 'demo-counselor', string>>;
};

export const routeSeeds: Record<SmokeApp, Record<string, RouteSeed>> = {
  web: {
    // Two segments: no stored page's slug, so the catch-all answers not-found without asking the
    // api (a one-segment path asks /api/public/pages and the browser logs its 404).
    '/$': { path: '/smoke/no-such-page', expect: 'not-found' },
    // Issue 12: the first seeded notice (아르카나 정식 오픈 안내) and the first seeded event.
    '/notices/$id': { path: '/notices/1' },
    '/events/$id': { path: '/events/1' },
    // The seeded deck (arcana-classic): deck 1, suit 1 = 완드, card 1 = 바보.
    '/tarot-decks/$id/details': { path: '/tarot-decks/1/details' },
    '/tarot-decks/suits/$suitId': { path: '/tarot-decks/suits/1' },
    '/tarot-decks/cards/$cardId': { path: '/tarot-decks/cards/1' },
    // The seeded articles: article 1 and its character.
    '/ai/articles/$articleId/details': { path: '/ai/articles/1/details' },
    '/ai/articles/$articleId/media': { path: '/ai/articles/1/media' },
    '/ai/$id/articles': { path: '/ai/1/articles' },
    // The first seeded character and simple tarot; reading 1 is the first of demo-user's
    // seeded readings (the seed writes them into an empty table).
    '/ai/$id': { path: '/ai/1' },
    '/ai/$id/tarot': { path: '/ai/1/tarot' },
    '/ai/simple-tarots/$id': { path: '/ai/simple-tarots/1' },
    // demo-counselor's own seeded reading is 4 (the seed writes it right after demo-user's).
    '/me/ai/$id': { path: '/me/ai/1', byPersona: { 'demo-counselor': '/me/ai/4' } },
    // demo-user's seeded share with 다온: the sharing seed's ids are fixed
    // (demoShareId('demo-user', 'daon') in apps/api/src/features/sharing/seed.ts).
    '/shared/$id': { path: '/shared/91I-fJCwsfwG7bP7xBB7pA' },
    '/dialogs/share-response/$shareId': { path: '/dialogs/share-response/91I-fJCwsfwG7bP7xBB7pA' },
    '/ai/$id/chat': { path: '/ai/1/chat' },
    // The seeded marketplace (apps/api/src/db/seed-marketplace.ts): counselor 1 is demo-counselor
    // (별빛) with certificates, a gallery and products; product 1 is its 20-minute chat; review 1
    // is the first seeded review. The payment pages open product 1's (helper F's routes).
    '/counseling/counselors/$id': { path: '/counseling/counselors/1' },
    '/counseling/counselors/$id/galleries': { path: '/counseling/counselors/1/galleries' },
    '/counseling/products/$id': { path: '/counseling/products/1' },
    '/counseling/reviews/$id': { path: '/counseling/reviews/1' },
    '/counseling/products/$id/payment': { path: '/counseling/products/1/payment' },
    '/counseling/products/$id/payment/success': { path: '/counseling/products/1/payment/success' },
    '/counseling/products/$id/payment/fail': { path: '/counseling/products/1/payment/fail' },
    // Issue 10: a finished session of demo-user with demo-counselor (the detail without
    // senderType, the room's views with it; the counselor is a party too, a guest is invited to
    // log in), its review page and the review of it.
    '/counseling/sessions/$id': { path: `/counseling/sessions/${DEMO_SESSION}` },
    // The room's views are one route ($view = chat, call or video); the user's chat here, the
    // counselor's video below.
    '/counseling/sessions/$id/$view': {
      path: `/counseling/sessions/${DEMO_SESSION}/chat?senderType=USER`,
    },
    '/counseling/sessions/$id/review': { path: `/counseling/sessions/${DEMO_SESSION}/review` },
    '/me/counseling/sessions/$sessionId/reviews': {
      path: `/me/counseling/sessions/${DEMO_SESSION}/reviews`,
    },
  },
  counselor: {
    '/$': { path: '/smoke-no-such-page', expect: 'not-found' },
    '/counseling/sessions/$id': { path: `/counseling/sessions/${DEMO_SESSION}` },
    '/counseling/sessions/$id/$view': { path: `/counseling/sessions/${DEMO_SESSION}/video` },
    // Issue 11: one of demo-counselor's reviews (the gate refuses the others whatever the id).
    '/counselor/reviews/$id': { path: `/counselor/reviews/${DEMO_REVIEW}` },
  },
};
