import type { LoginResponse } from '@arcana/domain';
import type { AppDb } from '../db/database';
import { createUsersRepository } from '../features/accounts';
import { createUploadsRepository } from '../features/uploads';
import { insertGuestReading } from './ai';
import {
  OFFICE_CLIENT_NOTE,
  OFFICE_CLOSED_DAY,
  OFFICE_PRODUCT,
  OFFICE_WEEKLY_HOURS,
} from './back-office-bodies';
import { OFFICE_ADDRESS, OFFICE_CERTIFICATE, OFFICE_FAQ } from './office';
import {
  demoUserReadingId,
  demoUsersComment,
  demoUsersShare,
  unusedCharacterOfDemoUser,
} from './shared-readings';

/** What a forbidden case may use to set itself up, e.g. a resource owned by someone else. */
export type AccessContext = {
  db: AppDb;
  /** Logs a seeded or test account in over HTTP. */
  login(username: string, password: string): Promise<LoginResponse>;
};

export type ForbiddenCase = {
  /** The seeded account whose call must answer 403 (lacks the role, or does not own it). */
  as: 'demo-user' | 'demo-counselor';
  /** The concrete path to call; defaults to the route's path with each `:param` set to 1. */
  path?: string | ((context: AccessContext) => Promise<string>);
  /** A JSON body for write routes, valid apart from whose it is (or how to build one). */
  body?: unknown | ((context: AccessContext) => Promise<unknown>);
};

export type RouteAccess =
  | { forbidden: 'never'; why: string }
  | { forbidden: ForbiddenCase; why: string };

/** A /api/client/counselor path: demo-user (a plain USER) gets 403; `body` for a write. */
const counselorOnly = (body?: unknown): RouteAccess => ({
  forbidden: { as: 'demo-user', ...(body === undefined ? {} : { body }) },
  why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
});

const DEMO_COUNSELOR_UPLOAD_ID = '00000000-0000-4000-8000-0000000000c1';

/**
 * Every route under /api/client, keyed `METHOD /path` as Hono lists it, says how it answers
 * 403: a wrong role or someone else's resource, with a case the walker runs
 * (src/client-routes.test.ts), or 'never' when it only ever acts on the caller's own data.
 * The walker fails for a route missing here and for an entry whose route is gone.
 */
export const CLIENT_ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /api/client/me': { forbidden: 'never', why: 'reads only the caller' },
  'POST /api/client/me/delete': { forbidden: 'never', why: 'deletes only the caller' },
  'GET /api/client/counselor': {
    forbidden: { as: 'demo-user' },
    why: 'the COUNSELOR role only; demo-user is a plain USER',
  },
  // Account edits: each acts on c.get('auth').userId only.
  'PATCH /api/client/me/profile-info': {
    forbidden: 'never',
    why: "changes the caller's own name and nickname",
  },
  'PATCH /api/client/me/contact-info': { forbidden: 'never', why: "changes the caller's e-mail" },
  'PATCH /api/client/me/mobile': {
    forbidden: 'never',
    why: "changes the caller's mobile, proven by a CHANGE_MOBILE token for that number",
  },
  'PATCH /api/client/me/notification-settings': {
    forbidden: 'never',
    why: "changes the caller's notification flags",
  },
  'POST /api/client/fcm-token': {
    forbidden: 'never',
    why: 'registers the device the caller is signed in on; a token moves to its latest owner',
  },
  // Uploads, identity verification and social links.
  'POST /api/client/uploads': { forbidden: 'never', why: 'stores a new image owned by the caller' },
  'GET /api/client/files/:uploadId/:file': {
    forbidden: 'never',
    why: 'a PRIVATE file the caller may not see is 404, as if missing, so it never tells it exists',
  },
  'PATCH /api/client/me/profile-image': {
    forbidden: {
      as: 'demo-user',
      path: async ({ db }) => {
        await uploadOwnedByDemoCounselor(db);
        return '/api/client/me/profile-image';
      },
      body: { uploadId: DEMO_COUNSELOR_UPLOAD_ID },
    },
    why: "uploadId names an upload; someone else's upload is refused",
  },
  'DELETE /api/client/me/profile-image': {
    forbidden: 'never',
    why: "clears the caller's own profile image",
  },
  'GET /api/client/me/identity-verify/:verificationId': {
    forbidden: 'never',
    why: 'marks only the caller verified; an id another user already used is 409',
  },
  'GET /api/client/me/socials': { forbidden: 'never', why: "lists the caller's own social links" },
  'POST /api/client/me/socials/:provider/authorize': {
    forbidden: 'never',
    why: 'starts a link round trip bound to the caller',
  },
  'POST /api/client/me/socials/link-callback': {
    forbidden: 'never',
    why: "only a state the caller started matches; another user's state is 400, never used",
  },
  'DELETE /api/client/me/socials/:provider': {
    forbidden: 'never',
    why: "removes the caller's own link to that provider",
  },
  // Notifications (issue 4): every route acts on the caller's own rows; an id that is not the
  // caller's answers 404 (like a missing one), never 403, so ids cannot be probed.
  'GET /api/client/sse/user/notifications/connection-status': {
    forbidden: 'never',
    why: "counts the caller's own open user streams",
  },
  'POST /api/client/sse/user/notifications/test': {
    forbidden: 'never',
    why: 'sends a TEST notification to the caller only',
  },
  'GET /api/client/me/notifications/unread-count': {
    forbidden: 'never',
    why: "counts the caller's own unread notifications",
  },
  'GET /api/client/me/notifications/unreads': {
    forbidden: 'never',
    why: "lists the caller's own unread notifications",
  },
  'GET /api/client/me/notifications': {
    forbidden: 'never',
    why: "lists the caller's own notifications",
  },
  'PATCH /api/client/me/notifications/:id{[0-9]+}/read': {
    forbidden: 'never',
    why: "someone else's notification answers 404 (notifications.test.ts), not 403",
  },
  'PATCH /api/client/me/notifications/all/read': {
    forbidden: 'never',
    why: "marks only the caller's own notifications read",
  },
  'GET /api/client/sse/counselor/notifications/connection-status': {
    forbidden: { as: 'demo-user' },
    why: 'the COUNSELOR role only; demo-user is a plain USER',
  },
  'POST /api/client/sse/counselor/notifications/test': {
    forbidden: { as: 'demo-user' },
    why: 'the COUNSELOR role only; demo-user is a plain USER',
  },
  'GET /api/client/counselor/notifications/unreads/count': {
    forbidden: { as: 'demo-user' },
    why: 'the COUNSELOR role only; demo-user is a plain USER',
  },
  'GET /api/client/counselor/notifications/unreads': {
    forbidden: { as: 'demo-user' },
    why: 'the COUNSELOR role only; demo-user is a plain USER',
  },
  'GET /api/client/counselor/notifications': {
    forbidden: { as: 'demo-user' },
    why: 'the COUNSELOR role only; demo-user is a plain USER',
  },
  'PATCH /api/client/counselor/notifications/:notificationId{[0-9]+}/read': {
    forbidden: { as: 'demo-user' },
    why: "the COUNSELOR role only; another counselor's notification answers 404",
  },
  'PATCH /api/client/counselor/notifications/all/read': {
    forbidden: { as: 'demo-user' },
    why: 'the COUNSELOR role only; demo-user is a plain USER',
  },
  // Active sessions (issue 4).
  'GET /api/client/counseling/sessions/me/active': {
    forbidden: 'never',
    why: "lists only the caller's own sessions as a user",
  },
  'GET /api/client/counselor/sessions/active': {
    forbidden: { as: 'demo-user' },
    why: 'the COUNSELOR role only; demo-user is a plain USER',
  },
  // The AI readings and chats (issue 8). Someone else's reading is 403 on the client routes
  // (the public reading routes answer 404 instead, features/ai/README.md).
  'POST /api/client/ai/readings/:id{[0-9]+}/keep': {
    forbidden: { as: 'demo-user', path: async ({ db }) => aiReadingOfAnotherGuest(db, 'keep') },
    why: "only the guest reading of the caller's own anonymous cookie can be kept",
  },
  'GET /api/client/ai/readings': { forbidden: 'never', why: "lists only the caller's readings" },
  'DELETE /api/client/ai/readings/:id{[0-9]+}': {
    forbidden: { as: 'demo-user', path: async ({ db }) => aiReadingOfAnotherGuest(db, '') },
    why: "someone else's reading (here a guest's) cannot be deleted",
  },
  'GET /api/client/ai/chats': { forbidden: 'never', why: "lists only the caller's chats" },
  'GET /api/client/ai/chats/:characterId{[0-9]+}/messages': {
    forbidden: 'never',
    why: "reads only the caller's own conversation with the character",
  },
  'POST /api/client/ai/chats/:characterId{[0-9]+}/messages': {
    forbidden: 'never',
    why: "writes to the caller's own conversation",
  },
  'DELETE /api/client/ai/chats/:characterId{[0-9]+}': {
    forbidden: 'never',
    why: "deletes only the caller's own conversation",
  },
  // Reviews and favourites of characters, articles, shares, comments and reactions (issue 8).
  'PUT /api/client/ai/characters/:id{[0-9]+}/review': {
    forbidden: {
      as: 'demo-user',
      path: async ({ db }) =>
        `/api/client/ai/characters/${await unusedCharacterOfDemoUser(db)}/review`,
      body: { rating: 5, content: '아직 리딩은 안 받았지만 좋아 보여요.' },
    },
    why: 'a review needs a finished reading or a chat with the character first',
  },
  'DELETE /api/client/ai/characters/:id{[0-9]+}/review': {
    forbidden: 'never',
    why: "deletes only the caller's own review",
  },
  'GET /api/client/ai/reviews': { forbidden: 'never', why: "lists only the caller's reviews" },
  'GET /api/client/ai/favorites': { forbidden: 'never', why: "lists only the caller's favourites" },
  'GET /api/client/ai/favorites/:characterId{[0-9]+}': {
    forbidden: 'never',
    why: "reads only the caller's own favourite flag",
  },
  'PUT /api/client/ai/favorites/:characterId{[0-9]+}': {
    forbidden: 'never',
    why: "sets only the caller's own favourite",
  },
  'DELETE /api/client/ai/favorites/:characterId{[0-9]+}': {
    forbidden: 'never',
    why: "removes only the caller's own favourite",
  },
  'POST /api/client/ai/articles/:id{[0-9]+}/comments': {
    forbidden: 'never',
    why: 'anyone logged in may comment on an article',
  },
  'PUT /api/client/ai/articles/:id{[0-9]+}/reaction': {
    forbidden: 'never',
    why: "sets only the caller's own reaction",
  },
  'DELETE /api/client/ai/articles/:id{[0-9]+}/reaction': {
    forbidden: 'never',
    why: "removes only the caller's own reaction",
  },
  'POST /api/client/shares': {
    forbidden: {
      as: 'demo-counselor',
      body: async ({ db }: AccessContext) => ({
        readingId: await demoUserReadingId(db),
        showQuestion: true,
        showName: true,
      }),
    },
    why: "only the caller's own readings can be shared (demo-user's reading, as demo-counselor)",
  },
  'DELETE /api/client/shares/:id': {
    forbidden: {
      as: 'demo-counselor',
      path: async ({ db }) => `/api/client/shares/${await demoUsersShare(db)}`,
    },
    why: 'only its owner deletes a share',
  },
  'POST /api/client/shares/:id/comments': {
    forbidden: 'never',
    why: 'anyone logged in may comment on a share',
  },
  'PUT /api/client/shares/:id/reaction': {
    forbidden: 'never',
    why: "sets only the caller's own reaction",
  },
  'DELETE /api/client/shares/:id/reaction': {
    forbidden: 'never',
    why: "removes only the caller's own reaction",
  },
  'DELETE /api/client/comments/:id{[0-9]+}': {
    forbidden: {
      as: 'demo-counselor',
      path: async ({ db }) => `/api/client/comments/${await demoUsersComment(db)}`,
    },
    why: 'only its author deletes a comment',
  },
  'GET /api/client/me/comments': { forbidden: 'never', why: "lists only the caller's comments" },
  'GET /api/client/me/reactions': { forbidden: 'never', why: "lists only the caller's reactions" },
  // Counselors (issue 9): categories, favourites, the counselor's own status.
  'GET /api/client/counselor-categories': {
    forbidden: 'never',
    why: 'the same category list as /api/public; nothing of anyone in it',
  },
  'GET /api/client/me/favorites/counselors': {
    forbidden: 'never',
    why: "lists only the caller's favourite counselors",
  },
  'PUT /api/client/me/favorites/counselors/:id{[0-9]+}': {
    forbidden: 'never',
    why: "adds to the caller's own favourites; an unlisted counselor is 404 (favorites.test.ts)",
  },
  'DELETE /api/client/me/favorites/counselors/:id{[0-9]+}': {
    forbidden: 'never',
    why: "removes from the caller's own favourites; an unlisted counselor is 404",
  },
  'PATCH /api/client/counselor/status': {
    forbidden: { as: 'demo-user', body: { status: 'ON' } },
    why: "the COUNSELOR role only; it sets the caller's own counselor row",
  },
  // The counselor back office (issue 11): every path needs the COUNSELOR role; each acts on
  // the caller's own counselor row, and another counselor's certificate, picture or FAQ is 404.
  'PUT /api/client/counselor': {
    forbidden: {
      as: 'demo-user',
      body: {
        name: '별빛',
        introduction: '마음의 길을 함께 찾아가요.',
        careerYears: 8,
        categoryIds: [1],
      },
    },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'PATCH /api/client/counselor/profile-image': {
    forbidden: { as: 'demo-user', body: { uploadId: '00000000-0000-4000-8000-0000000000c9' } },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'DELETE /api/client/counselor/profile-image': {
    forbidden: { as: 'demo-user' },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'POST /api/client/counselor/details': {
    forbidden: { as: 'demo-user', body: { details: '상담 경력 8년' } },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'PATCH /api/client/counselor/keywords': {
    forbidden: { as: 'demo-user', body: { keywords: ['연애'] } },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'PATCH /api/client/counselor/enabled': {
    forbidden: { as: 'demo-user', body: { value: false } },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'GET /api/client/counselor/certificates': {
    forbidden: { as: 'demo-user' },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'POST /api/client/counselor/certificates': {
    forbidden: { as: 'demo-user', body: OFFICE_CERTIFICATE },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'PUT /api/client/counselor/certificates/:id{[0-9]+}': {
    forbidden: { as: 'demo-user', body: OFFICE_CERTIFICATE },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'DELETE /api/client/counselor/certificates/:id{[0-9]+}': {
    forbidden: { as: 'demo-user' },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'GET /api/client/counselor/gallery': {
    forbidden: { as: 'demo-user' },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'POST /api/client/counselor/gallery': {
    forbidden: {
      as: 'demo-user',
      body: { uploadId: '00000000-0000-4000-8000-0000000000c9', caption: '상담실' },
    },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'PUT /api/client/counselor/gallery/order': {
    forbidden: { as: 'demo-user', body: { ids: [1] } },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'PATCH /api/client/counselor/gallery/:id{[0-9]+}': {
    forbidden: { as: 'demo-user', body: { caption: '상담실' } },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'DELETE /api/client/counselor/gallery/:id{[0-9]+}': {
    forbidden: { as: 'demo-user' },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'GET /api/client/counselor/faqs': {
    forbidden: { as: 'demo-user' },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'POST /api/client/counselor/faqs': {
    forbidden: { as: 'demo-user', body: OFFICE_FAQ },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'PUT /api/client/counselor/faqs/order': {
    forbidden: { as: 'demo-user', body: { ids: [1] } },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'PUT /api/client/counselor/faqs/:id{[0-9]+}': {
    forbidden: { as: 'demo-user', body: OFFICE_FAQ },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'DELETE /api/client/counselor/faqs/:id{[0-9]+}': {
    forbidden: { as: 'demo-user' },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'GET /api/client/counselor/address': {
    forbidden: { as: 'demo-user' },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'PUT /api/client/counselor/address': {
    forbidden: { as: 'demo-user', body: OFFICE_ADDRESS },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'GET /api/client/counselor/address/search': {
    forbidden: {
      as: 'demo-user',
      path: '/api/client/counselor/address/search?keyword=%EC%84%B8%EC%A2%85%EB%8C%80%EB%A1%9C',
    },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'POST /api/client/counselor/tax-email/send-verification-code': {
    forbidden: { as: 'demo-user', body: { value: 'tax@byeolbit.kr' } },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'POST /api/client/counselor/tax-email/verify-and-update': {
    forbidden: { as: 'demo-user', body: { email: 'tax@byeolbit.kr', code: '123456' } },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'GET /api/client/counselor/bank-account': {
    forbidden: { as: 'demo-user' },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'PUT /api/client/counselor/bank-account': {
    forbidden: {
      as: 'demo-user',
      body: { bankCode: '004', holder: '김서연', number: '12345604567890' },
    },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  // Products, available times, reservations, client notes, reviews and profits (issue 11).
  'GET /api/client/counselor/products': counselorOnly(),
  'POST /api/client/counselor/products': counselorOnly(OFFICE_PRODUCT),
  'PUT /api/client/counselor/products/:id{[0-9]+}': counselorOnly(OFFICE_PRODUCT),
  'PATCH /api/client/counselor/products/:id{[0-9]+}/enabled': counselorOnly({ value: false }),
  'GET /api/client/counselor/available-times/weekly': counselorOnly(),
  'PUT /api/client/counselor/available-times/weekly': counselorOnly(OFFICE_WEEKLY_HOURS),
  'GET /api/client/counselor/available-times/exceptions': counselorOnly(),
  'POST /api/client/counselor/available-times/exceptions': counselorOnly(OFFICE_CLOSED_DAY),
  'DELETE /api/client/counselor/available-times/exceptions/:id{[0-9]+}': counselorOnly(),
  'GET /api/client/counselor/reservations': counselorOnly(),
  'GET /api/client/counselor/sessions/requests': counselorOnly(),
  // Counselor applications (issue 11): any logged-in user applies for itself.
  'POST /api/client/counselor-applications': {
    forbidden: 'never',
    why: "applies for the caller only; a counselor gets 409 ALREADY_COUNSELOR and someone else's certificate upload is refused by the uploads feature",
  },
  'GET /api/client/counselor-applications/me': {
    forbidden: 'never',
    why: "reads the caller's own latest application",
  },
  // Claims (issue 12): inquiries and reports of the caller; another user's claim answers 404.
  'GET /api/client/claims': { forbidden: 'never', why: "lists only the caller's own claims" },
  'GET /api/client/claims/:id{[0-9]+}': {
    forbidden: 'never',
    why: "reads only the caller's own claim; anyone else's answers 404 CLAIM_NOT_FOUND (claims.test.ts)",
  },
  'POST /api/client/claims/inquiries': {
    forbidden: 'never',
    why: 'writes an inquiry of the caller',
  },
  'POST /api/client/claims/reports': {
    forbidden: 'never',
    why: 'a session the caller is no party to, or its own review, answers 404 CLAIM_TARGET_NOT_FOUND (claims.test.ts)',
  },
  'GET /api/client/counselor/clients/:userId{[0-9]+}/note': counselorOnly(),
  'PUT /api/client/counselor/clients/:userId{[0-9]+}/note': counselorOnly(OFFICE_CLIENT_NOTE),
  'GET /api/client/counselor/reviews': counselorOnly(),
  'GET /api/client/counselor/reviews/:id{[0-9]+}': counselorOnly(),
  'GET /api/client/counselor/profits': counselorOnly(),
  'GET /api/client/counselor/profits/:month{[0-9]+-[0-9]+}/sessions': {
    forbidden: { as: 'demo-user', path: '/api/client/counselor/profits/2026-10/sessions' },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'GET /api/client/counselor/profits/:file{[0-9]+-[0-9]+\\.csv}': {
    forbidden: { as: 'demo-user', path: '/api/client/counselor/profits/2026-10.csv' },
    why: 'the COUNSELOR role only; a plain user gets 403 on every /api/client/counselor path',
  },
  'GET /api/client/counselors/exists-name': {
    forbidden: 'never',
    why: 'any logged-in user (an applicant checks a name); it answers only whether a name is taken',
  },
  // Orders, payments and the spending limit (issue 9): someone else's order is 404, as if
  // missing (orders.test.ts), never 403, so order ids cannot be probed.
  'POST /api/client/orders': { forbidden: 'never', why: 'creates an order of the caller only' },
  'GET /api/client/orders/:orderId': {
    forbidden: 'never',
    why: "someone else's order answers 404 (orders.test.ts), not 403",
  },
  'GET /api/client/orders/:orderId/checkout': {
    forbidden: 'never',
    why: "someone else's order answers 404 (orders.test.ts), not 403",
  },
  'POST /api/client/payments/confirm': {
    forbidden: 'never',
    why: "confirms only an order of the caller; someone else's orderId answers 404",
  },
  'GET /api/client/me/spending-limit': {
    forbidden: 'never',
    why: "reads the caller's own monthly limit",
  },
  'PUT /api/client/me/spending-limit': {
    forbidden: 'never',
    why: "sets the caller's own monthly limit",
  },
  // Sessions (issue 9): a session of another party answers 404 (lifecycle.test.ts), not 403.
  'GET /api/client/counseling/sessions/counselor-monthly/:counselorId{[0-9]+}': {
    forbidden: 'never',
    why: "anyone logged in reads a listed counselor's occupied times; only the counselor itself also gets its sessions (an unlisted one is 404 to anyone else)",
  },
  'GET /api/client/me/counseling/reservations': {
    forbidden: 'never',
    why: "lists only the caller's own reservations",
  },
  'PATCH /api/client/counseling/sessions/:id{[0-9]+}/cancel': {
    forbidden: 'never',
    why: "another user's session answers 404, not 403",
  },
  'PATCH /api/client/counselor/sessions/:id{[0-9]+}/accept': {
    forbidden: { as: 'demo-user' },
    why: "the COUNSELOR role only; another counselor's session answers 404",
  },
  'PATCH /api/client/counselor/sessions/:id{[0-9]+}/decline': {
    forbidden: { as: 'demo-user' },
    why: "the COUNSELOR role only; another counselor's session answers 404",
  },
  'PATCH /api/client/counselor/sessions/:id{[0-9]+}/cancel': {
    forbidden: { as: 'demo-user' },
    why: "the COUNSELOR role only; another counselor's session answers 404",
  },
  // The session room (issue 10): a session answers only its two parties; anyone else gets 404,
  // as if it did not exist (room.test.ts, reads.test.ts, lifecycle-room.test.ts), never 403, so
  // session ids cannot be probed. A side's route called by the other party is 404 too.
  'GET /api/client/counseling/sessions/:id{[0-9]+}': {
    forbidden: 'never',
    why: "someone else's session answers 404 (reads.test.ts), not 403",
  },
  'GET /api/client/counseling/sessions/me': {
    forbidden: 'never',
    why: "lists only the caller's own sessions as a user",
  },
  'GET /api/client/counseling/sessions/:id{[0-9]+}/room': {
    forbidden: 'never',
    why: "someone else's room answers 404 (room.test.ts), not 403",
  },
  'GET /api/client/counseling/sessions/:id{[0-9]+}/messages': {
    forbidden: 'never',
    why: "someone else's transcript answers 404 (room.test.ts), not 403",
  },
  'POST /api/client/counseling/sessions/:id{[0-9]+}/messages': {
    forbidden: 'never',
    why: "a message to someone else's session answers 404; an upload that is not the caller's own is refused by the uploads feature",
  },
  'POST /api/client/counseling/sessions/:id{[0-9]+}/read': {
    forbidden: 'never',
    why: "moves only the caller's side's read mark; someone else's session answers 404",
  },
  'POST /api/client/counseling/sessions/:id{[0-9]+}/typing': {
    forbidden: 'never',
    why: "tells only the caller's side's typing; someone else's session answers 404",
  },
  'POST /api/client/counseling/sessions/:id{[0-9]+}/signals': {
    forbidden: 'never',
    why: "signals only as the caller's side; someone else's session answers 404",
  },
  'GET /api/client/sse/counseling/sessions/:id{[0-9]+}': {
    forbidden: 'never',
    why: "opens only the caller's side of its own session's room; another senderType or session answers 404",
  },
  'GET /api/client/webrtc/ice-servers': {
    forbidden: 'never',
    why: 'TURN credentials named after the caller only',
  },
  'PATCH /api/client/counseling/sessions/:id{[0-9]+}/user/enter': {
    forbidden: 'never',
    why: "only the session's user; anyone else (its counselor too) gets 404; a reading that is not the caller's is 400",
  },
  'PATCH /api/client/counseling/sessions/:id{[0-9]+}/user/exit': {
    forbidden: 'never',
    why: "only the session's user; anyone else gets 404",
  },
  'PATCH /api/client/counseling/sessions/:id{[0-9]+}/counselor/enter': {
    forbidden: 'never',
    why: "only the session's counselor; anyone else (its user too) gets 404",
  },
  'PATCH /api/client/counseling/sessions/:id{[0-9]+}/counselor/exit': {
    forbidden: 'never',
    why: "only the session's counselor; anyone else gets 404",
  },
  'PATCH /api/client/counseling/sessions/:id{[0-9]+}/complete': {
    forbidden: 'never',
    why: 'either party of its own session; anyone else gets 404',
  },
  'POST /api/client/counseling/sessions/:id{[0-9]+}/extensions': {
    forbidden: 'never',
    why: "an order of the caller for the caller's own session; anyone else gets 404",
  },
  'GET /api/client/counselor/sessions': {
    forbidden: { as: 'demo-user' },
    why: "the COUNSELOR role only; it lists the caller's own counselor sessions",
  },
  'GET /api/client/counselor/sessions/count': {
    forbidden: { as: 'demo-user' },
    why: "the COUNSELOR role only; it counts the caller's own counselor sessions",
  },
  // Reviews (issue 10): someone else's session or review answers 404, as if missing.
  'POST /api/client/me/counseling/reviews': {
    forbidden: 'never',
    why: "reviews only the caller's own session; someone else's answers 404 (reviews.test.ts)",
  },
  'GET /api/client/me/counseling/reviews': {
    forbidden: 'never',
    why: "lists only the caller's own reviews",
  },
  'POST /api/client/counselor/reviews/:id{[0-9]+}/reply': {
    forbidden: { as: 'demo-user', body: { content: '후기 고마워요.' } },
    why: "the COUNSELOR role only; a review of another counselor's session answers 404",
  },
};

/** An upload row (no files needed) that belongs to demo-counselor, not to demo-user. */
async function uploadOwnedByDemoCounselor(db: AppDb): Promise<void> {
  const uploads = createUploadsRepository(db);
  if (await uploads.findById(DEMO_COUNSELOR_UPLOAD_ID)) return;
  const owner = await createUsersRepository(db).findByUsername('demo-counselor');
  const uri = `/api/public/files/${DEMO_COUNSELOR_UPLOAD_ID}/w150.webp`;
  await uploads.insert({
    id: DEMO_COUNSELOR_UPLOAD_ID,
    ownerUserId: owner?.id ?? null,
    contentType: 'image/png',
    originName: 'counselor.png',
    fileUri: uri,
    thumbUri150: uri,
    thumbUri360: uri,
    thumbUri780: uri,
    thumbUri1600: uri,
    width: 150,
    height: 150,
    byteSize: 1,
  });
}

/** A guest's drawn reading (another anonymous id): `…/readings/{id}` plus `/suffix`. */
async function aiReadingOfAnotherGuest(db: AppDb, suffix: string): Promise<string> {
  const reading = await insertGuestReading(db, 'someone-elses-anonymous-id');
  return `/api/client/ai/readings/${reading.id}${suffix ? `/${suffix}` : ''}`;
}
