// The session room and what follows a session (issue 10): the room's state, chat messages,
// signaling, ICE servers, the session detail, the lists of both sides and review writing.
// Times are ISO-8601 with an offset, money integer KRW.
import * as v from 'valibot';
import { COUNSELING_TYPES, SESSION_STATUSES } from '../session';
import {
  CLOCK_PAUSE_REASONS,
  SENDER_TYPES,
  SESSION_END_REASONS,
  SIGNAL_KINDS,
} from '../vocabulary';
import { isoDateTimeSchema } from './common';
import { counselorBriefSchema } from './counseling';
import { clientNoteSchema } from './counselor-office';
import { sessionSchema } from './session';
import { multilineText, SCHEMA_OF_VALUES } from './text';

const positiveId = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const won = count;

/** Chat text: 1–2,000 characters as typed (stored exactly as sent, shown as plain text). */
export const MESSAGE_MAX_LENGTH = 2_000;
/** A side gone longer than this pauses the billed clock. */
export const PRESENCE_GRACE_MS = 15_000;
/** A counselor gone this long in a row ends the session (unused minutes refunded pro rata). */
export const COUNSELOR_ABSENCE_LIMIT_MS = 5 * 60_000;
/** Entering opens this long before the start. */
export const ENTRY_OPENS_BEFORE_MS = 10 * 60_000;
/** No-shows are decided this long after the start. */
export const NO_SHOW_AFTER_MS = 10 * 60_000;

// ---- the room ----

/** One side's presence: entered once, inside now (not exited), a live room stream. */
export const roomPresenceSchema = v.object({
  entered: v.boolean(),
  inRoom: v.boolean(),
  connected: v.boolean(),
});
export type RoomPresence = v.InferOutput<typeof roomPresenceSchema>;

/**
 * The billed clock. Used seconds = billedSeconds + (now − runningSince when running); remaining
 * = paidSeconds − used (null paidSeconds = 무제한, no clock). `serverNow` lets a client count
 * with the server's time.
 */
export const roomClockSchema = v.object({
  paidSeconds: v.nullable(count),
  billedSeconds: count,
  runningSince: v.nullable(isoDateTimeSchema),
  pausedReason: v.nullable(v.picklist(CLOCK_PAUSE_REASONS)),
  serverNow: isoDateTimeSchema,
});
export type RoomClock = v.InferOutput<typeof roomClockSchema>;

/** The AI reading the user shows the counselor (only after the user agreed on screen). */
export const sharedReadingInRoomSchema = v.object({
  id: positiveId,
  characterName: v.string(),
  spreadName: v.string(),
  question: v.string(),
  cards: v.array(v.object({ name: v.string(), reversed: v.boolean(), position: v.string() })),
  answer: v.string(),
  createdAt: isoDateTimeSchema,
  sharedAt: isoDateTimeSchema,
});
export type SharedReadingInRoom = v.InferOutput<typeof sharedReadingInRoomSchema>;

/**
 * GET /api/client/counseling/sessions/{id}/room, and the room stream's `ready` and `state`
 * events: everything the room draws besides the messages.
 */
export const roomStateSchema = v.object({
  session: sessionSchema,
  /** The caller's side. */
  me: v.picklist(SENDER_TYPES),
  counselor: counselorBriefSchema,
  clock: roomClockSchema,
  presence: v.object({ USER: roomPresenceSchema, COUNSELOR: roomPresenceSchema }),
  /** The last message id each side has read. */
  reads: v.object({ USER: count, COUNSELOR: count }),
  sharedReading: v.nullable(sharedReadingInRoomSchema),
  endReason: v.nullable(v.picklist(SESSION_END_REASONS)),
  /** When entering opens (start − 10 min); null for an IMMEDIATE session not yet accepted. */
  entryOpensAt: v.nullable(isoDateTimeSchema),
  /** What the caller may do now. */
  can: v.object({
    enter: v.boolean(),
    exit: v.boolean(),
    complete: v.boolean(),
    addTime: v.boolean(),
  }),
  /** The price of ADD_TIME_MINUTES more (the user of a timed IN_PROGRESS session), else null. */
  addTimePrice: v.nullable(won),
  /** The counselor's private note about this user: the COUNSELOR side only, never the user's. */
  clientNote: v.optional(clientNoteSchema),
});
export type RoomState = v.InferOutput<typeof roomStateSchema>;

/** PATCH …/user/enter body (optional): show one of the user's readings, with consent. */
export const enterRoomRequestSchema = v.object({
  sharedReadingId: v.optional(v.nullable(positiveId)),
  /** Must be true when sharedReadingId is set (the consent shown on screen). */
  readingConsent: v.optional(v.boolean()),
});
export type EnterRoomRequest = v.InferOutput<typeof enterRoomRequestSchema>;

// ---- messages ----

export const sessionMessageSchema = v.object({
  id: positiveId,
  senderType: v.picklist(SENDER_TYPES),
  /** As sent ('' for an image alone). */
  content: v.string(),
  /** A private image only the two parties can fetch (its own authenticated URLs). */
  image: v.nullable(
    v.object({ url: v.string(), thumbnailUrl: v.string(), width: count, height: count }),
  ),
  clientId: v.string(),
  createdAt: isoDateTimeSchema,
});
export type SessionMessage = v.InferOutput<typeof sessionMessageSchema>;

/** POST …/messages: text, an uploaded image (PRIVATE, purpose session-message), or both. */
export const sendMessageRequestSchema = v.object({
  content: v.optional(multilineText(v.string())),
  uploadId: v.optional(v.pipe(v.string(), v.uuid())),
  /** Made by the client (8–64 of A–Z a–z 0–9 _ -); a resend with the same id lands once. */
  clientId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)),
});
export type SendMessageRequest = v.InferOutput<typeof sendMessageRequestSchema>;

/** GET …/messages?before=&after=&limit= — oldest first; `hasMore`: older ones exist (before). */
export const sessionMessagePageSchema = v.object({
  items: v.array(sessionMessageSchema),
  hasMore: v.boolean(),
  reads: v.object({ USER: count, COUNSELOR: count }),
});
export type SessionMessagePage = v.InferOutput<typeof sessionMessagePageSchema>;

/** POST …/read { lastMessageId } and POST …/typing { typing }. */
export const readMarkRequestSchema = v.object({ lastMessageId: count });
export const typingRequestSchema = v.object({ typing: v.boolean() });

// ---- signaling and ICE ----

/** A signal's payload may be at most this many bytes of JSON. */
export const SIGNAL_PAYLOAD_MAX_BYTES = 65_536;

/** One value of a signal payload: an SDP spans lines, so strings are multi-line text. */
const signalValueSchema = v.nullable(v.union([multilineText(v.string()), v.number(), v.boolean()]));

function isSignalPayload(value: unknown): boolean {
  if (value === null) return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every((item) => v.safeParse(signalValueSchema, item).success);
}

/**
 * What a signal carries: the JSON of an RTCSessionDescriptionInit or RTCIceCandidateInit, a
 * flat object of strings, numbers, booleans and nulls; or null (a hang-up). Typed `unknown` so
 * a browser's own init objects pass as they are; checked at run time. Checked by hand rather
 * than with `v.record`: valibot is one module of the first page's framework chunk, so every
 * schema kind the app uses anywhere is in every first visit. The metadata names the values'
 * schema for the api's text policy (multi-line strings).
 */
export const signalPayloadSchema: v.GenericSchema<unknown> = v.pipe(
  v.unknown(),
  v.metadata({ [SCHEMA_OF_VALUES]: signalValueSchema }),
  v.check(
    isSignalPayload,
    'A signal payload is null or a flat object of strings, numbers, booleans and nulls.',
  ),
);

/** POST …/signals: the payload is the RTCSessionDescriptionInit or RTCIceCandidateInit (≤ 64 KB). */
export const signalRequestSchema = v.object({
  kind: v.picklist(SIGNAL_KINDS),
  payload: signalPayloadSchema,
});
export type SignalRequest = v.InferOutput<typeof signalRequestSchema>;

/** The room stream's `signal` event (for the side that did not send it). */
export const roomSignalSchema = v.object({
  id: positiveId,
  senderType: v.picklist(SENDER_TYPES),
  kind: v.picklist(SIGNAL_KINDS),
  payload: signalPayloadSchema,
});
export type RoomSignal = v.InferOutput<typeof roomSignalSchema>;

/** The room stream's `typing` event. */
export const roomTypingSchema = v.object({
  senderType: v.picklist(SENDER_TYPES),
  typing: v.boolean(),
});
export type RoomTyping = v.InferOutput<typeof roomTypingSchema>;

/** GET /api/client/webrtc/ice-servers: time-limited TURN credentials (PROVIDERS.md §10). */
export const iceServersSchema = v.object({
  iceServers: v.array(
    v.object({
      urls: v.array(v.string()),
      username: v.optional(v.string()),
      credential: v.optional(v.string()),
    }),
  ),
  expiresAt: isoDateTimeSchema,
});
export type IceServers = v.InferOutput<typeof iceServersSchema>;

// ---- add time ----

/** POST …/extensions: pay ADD_TIME_MINUTES more with points (part or all) and the provider. */
export const addTimeRequestSchema = v.object({ points: won });
export type AddTimeRequest = v.InferOutput<typeof addTimeRequestSchema>;

// ---- after the session ----

/** The money of a session's orders (the user only; null for the counselor and seeded sessions). */
export const sessionPaymentSchema = v.object({
  price: won,
  pointsUsed: won,
  amount: won,
  refundedAmount: won,
  refundedPoints: won,
  refundReason: v.nullable(v.string()),
  /** Add-time purchases included above. */
  addTimeCount: count,
});
export type SessionPayment = v.InferOutput<typeof sessionPaymentSchema>;

/** GET /api/client/counseling/sessions/{id}: the detail page (both parties). */
export const sessionDetailSchema = v.object({
  ...sessionSchema.entries,
  me: v.picklist(SENDER_TYPES),
  counselorBrief: counselorBriefSchema,
  startedAt: v.nullable(isoDateTimeSchema),
  endedAt: v.nullable(isoDateTimeSchema),
  usedSeconds: count,
  endReason: v.nullable(v.picklist(SESSION_END_REASONS)),
  messageCount: count,
  payment: v.nullable(sessionPaymentSchema),
  reviewable: v.boolean(),
  reviewId: v.nullable(positiveId),
  createdAt: isoDateTimeSchema,
});
export type SessionDetail = v.InferOutput<typeof sessionDetailSchema>;

/** GET /api/client/counseling/sessions/me?start=&end= items (상담 내역). */
export const mySessionSchema = v.object({
  ...sessionSchema.entries,
  counselorBrief: counselorBriefSchema,
  endedAt: v.nullable(isoDateTimeSchema),
  usedSeconds: count,
  reviewable: v.boolean(),
  createdAt: isoDateTimeSchema,
});
export type MySession = v.InferOutput<typeof mySessionSchema>;

/** GET /api/client/counselor/sessions (SPEC §7, §9: pageSize 12, DESC by updatedAt). */
export const counselorSessionPageSchema = v.object({
  content: v.array(
    v.object({
      ...sessionSchema.entries,
      /** The client, for the counselor's private note about it. */
      userId: positiveId,
      updatedAt: isoDateTimeSchema,
      endedAt: v.nullable(isoDateTimeSchema),
      usedSeconds: count,
      price: v.nullable(won),
    }),
  ),
  totalPages: count,
  totalElements: count,
  currentPage: positiveId,
  pageSize: positiveId,
});
export type CounselorSessionPage = v.InferOutput<typeof counselorSessionPageSchema>;

/** A count for every one of `keys` (an object, not `v.record`: see signalPayloadSchema). */
function countPer<const Key extends string>(keys: readonly Key[]) {
  return v.object(Object.fromEntries(keys.map((key) => [key, count])) as Record<Key, typeof count>);
}

/** GET /api/client/counselor/sessions/count?from=&to= (sessions starting in [from, to)). */
export const counselorSessionCountSchema = v.object({
  total: count,
  byStatus: countPer(SESSION_STATUSES),
  byType: countPer(COUNSELING_TYPES),
});
export type CounselorSessionCount = v.InferOutput<typeof counselorSessionCountSchema>;

/** Rating 1–5, text 10–1,000 (DESIGN "Reviews"). */
export const REVIEW_MIN_LENGTH = 10;
export const REVIEW_MAX_LENGTH = 1_000;
export const REVIEW_REPLY_MAX_LENGTH = 500;

/** POST /api/client/me/counseling/reviews. */
export const writeReviewRequestSchema = v.object({
  sessionId: positiveId,
  rating: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(5)),
  content: v.string(),
});
export type WriteReviewRequest = v.InferOutput<typeof writeReviewRequestSchema>;

/** POST /api/client/counselor/reviews/{id}/reply. */
export const reviewReplyRequestSchema = v.object({ content: v.string() });

/** 나의 리뷰: the caller's reviews with their sessions. */
export const myReviewSchema = v.object({
  id: positiveId,
  sessionId: positiveId,
  rating: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(5)),
  content: v.string(),
  createdAt: isoDateTimeSchema,
  reply: v.nullable(v.string()),
  repliedAt: v.nullable(isoDateTimeSchema),
  counselor: counselorBriefSchema,
  product: v.object({ name: v.string(), counselingType: v.picklist(COUNSELING_TYPES) }),
  sessionStartTime: v.nullable(isoDateTimeSchema),
});
export type MyReview = v.InferOutput<typeof myReviewSchema>;
