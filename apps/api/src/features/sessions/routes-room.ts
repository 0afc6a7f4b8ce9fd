import {
  iceServersSchema,
  MESSAGE_MAX_LENGTH,
  PRESENCE_GRACE_MS,
  readMarkRequestSchema,
  roomStateSchema,
  SENDER_TYPES,
  type SenderType,
  SIGNAL_PAYLOAD_MAX_BYTES,
  sendMessageRequestSchema,
  sessionMessagePageSchema,
  sessionMessageSchema,
  signalRequestSchema,
  typingRequestSchema,
} from '@arcana/domain';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { idPathParameter, MAX_SERIAL_ID } from '../../lib/cursor-page';
import { answer, errorAnswer, jsonSchemaOf } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import type { TurnProvider } from '../../providers/turn/turn-provider';
import type { SessionRoomBus } from '../../realtime/session-room-bus';
import type { Notifier } from '../notifications';
import type { Uploads } from '../uploads';
import { toMessageDto } from './room-dto';
import { roomMessages as m, messagePreview } from './room-messages';
import { createRoomRepository, type RoomRepository } from './room-repository';
import type { RoomStates } from './room-state';
import { parseResumeId, type RoomStreams } from './room-stream';

// The room's routes besides enter/exit/complete (the lifecycle's): the state, messages, read
// marks, typing, signaling, the room stream and ICE servers. Only the session's two parties
// get anything: the user (USER) and the counselor whose row it names (COUNSELOR); anyone else
// gets 404, the same as for a session that does not exist.

export const SESSION_MESSAGE_PURPOSE = 'session-message';
const OPEN_FOR_POSTS = ['PREPARING', 'IN_PROGRESS'];
const DEFAULT_MESSAGE_LIMIT = 30;
const tags = ['sessions'];

export type RoomRouteDeps = {
  db: AppDb;
  now: Clock;
  notifier: Notifier;
  uploads: Pick<Uploads, 'attach'>;
  bus: SessionRoomBus;
  states: RoomStates;
  streams: RoomStreams;
  turn: TurnProvider;
};

function sessionIdOf(c: Context): number {
  const id = Number(c.req.param('id'));
  if (!(id >= 1 && id <= MAX_SERIAL_ID)) throw AppError.notFound(m.sessionNotFound);
  return id;
}

type Party = NonNullable<Awaited<ReturnType<RoomRepository['partiesOf']>>> & {
  side: SenderType;
};

/** The caller's side of the session (USER first when one person is both), or 404. */
async function partyOf(
  rooms: RoomRepository,
  sessionId: number,
  userId: number,
  want?: SenderType,
) {
  const parties = await rooms.partiesOf(sessionId);
  if (!parties) throw AppError.notFound(m.sessionNotFound);
  const sides: SenderType[] = [];
  if (parties.userId === userId) sides.push('USER');
  if (parties.counselorUserId === userId) sides.push('COUNSELOR');
  const side = want ? sides.find((each) => each === want) : sides[0];
  if (!side) throw AppError.notFound(m.sessionNotFound);
  return { ...parties, side } satisfies Party;
}

const cursorId = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,10}$/, m.badCursor),
    v.transform(Number),
    v.minValue(1, m.badCursor),
    v.maxValue(MAX_SERIAL_ID, m.badCursor),
  ),
);
const messageQuerySchema = v.pipe(
  v.object({
    before: cursorId,
    after: cursorId,
    limit: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,3}$/, m.badLimit),
        v.transform(Number),
        v.minValue(1, m.badLimit),
        v.maxValue(100, m.badLimit),
      ),
      String(DEFAULT_MESSAGE_LIMIT),
    ),
  }),
  v.check((query) => query.before === undefined || query.after === undefined, m.bothCursors),
);

/** The text of a message: not only spaces, at most 2,000 characters; '' only beside an image. */
function checkContent(content: string, hasImage: boolean): void {
  const problem =
    content === ''
      ? hasImage
        ? null
        : m.emptyMessage
      : content.trim() === ''
        ? m.blankMessage
        : [...content].length > MESSAGE_MAX_LENGTH
          ? m.longMessage
          : null;
  if (problem) throw AppError.validation([{ field: 'content', message: problem }]);
}

const notOpen = (message: string) => new AppError(409, 'SESSION_NOT_OPEN', message);

export function roomRoutes(deps: RoomRouteDeps) {
  const { db, now, bus, states } = deps;
  const rooms = createRoomRepository(db);
  const notFound = errorAnswer('No such session, or the caller is neither of its parties');

  // DESIGN: a user message while the counselor is out of the room → C: NEW_MESSAGE. Once per
  // absence: only the first user message since the counselor's stream was last live notifies.
  async function noticeIfCounselorAway(
    party: Party,
    sessionId: number,
    id: number,
    preview: string,
  ) {
    const at = now();
    const seenAt = party.counselorSeenAt;
    const present =
      party.counselorInRoom &&
      seenAt !== null &&
      at.getTime() - seenAt.getTime() < PRESENCE_GRACE_MS;
    if (present) return;
    if (await rooms.userMessagesBetween(sessionId, seenAt, id)) return;
    await deps.notifier.notify('COUNSELOR', party.counselorUserId, 'NEW_MESSAGE', {
      ...m.newMessage(party.userDisplayName, preview),
      link: `/counseling/sessions/${sessionId}?senderType=COUNSELOR`,
    });
  }

  const sessionRoutes = new Hono<AuthEnv>()
    .get(
      '/:id{[0-9]+}/room',
      describeRoute({
        operationId: 'getSessionRoom',
        summary: 'The room’s state for the caller’s side (either party)',
        tags,
        parameters: [idPathParameter('id')],
        responses: { 200: answer('The room state', roomStateSchema), 404: notFound },
      }),
      async (c) => {
        const id = sessionIdOf(c);
        const party = await partyOf(rooms, id, c.get('auth').userId);
        return c.json(await states.of(id, party.side));
      },
    )
    .get(
      '/:id{[0-9]+}/messages',
      describeRoute({
        operationId: 'listSessionMessages',
        summary:
          'Messages, oldest first: the newest page, `before` an id (older; hasMore = older exist) or `after` an id (newer; hasMore = newer exist)',
        tags,
        parameters: [idPathParameter('id')],
        responses: {
          200: answer('A page of messages and both read marks', sessionMessagePageSchema),
          400: errorAnswer('Bad before, after or limit (1–100), or both cursors'),
          404: notFound,
        },
      }),
      validate('query', messageQuerySchema),
      async (c) => {
        const id = sessionIdOf(c);
        await partyOf(rooms, id, c.get('auth').userId);
        const { before, after, limit } = c.req.valid('query');
        const rows =
          after !== undefined
            ? await rooms.messagesAfter(id, after, limit + 1)
            : (await rooms.messagesBefore(id, before ?? null, limit + 1)).reverse();
        const hasMore = rows.length > limit;
        const page = after !== undefined ? rows.slice(0, limit) : rows.slice(rows.length - limit);
        const reads = await rooms.readsOf(id);
        return c.json({ items: page.map(toMessageDto), hasMore, reads });
      },
    )
    .post(
      '/:id{[0-9]+}/messages',
      describeRoute({
        operationId: 'sendSessionMessage',
        summary:
          'Sends a message (text stored exactly as sent, or a PRIVATE session-message upload); only while PREPARING or IN_PROGRESS; a repeated clientId answers the first',
        tags,
        parameters: [idPathParameter('id')],
        responses: {
          201: answer('The new message', sessionMessageSchema),
          200: answer('The message first sent with this clientId', sessionMessageSchema),
          400: errorAnswer('Empty, blank or over 2,000 characters, or the upload is not PRIVATE'),
          403: errorAnswer('The upload is someone else’s'),
          404: errorAnswer('No such session of the caller, or no such upload'),
          409: errorAnswer(
            'The session is not open (SESSION_NOT_OPEN), or the upload is used elsewhere',
          ),
        },
      }),
      validate('json', sendMessageRequestSchema),
      async (c) => {
        const id = sessionIdOf(c);
        const userId = c.get('auth').userId;
        const party = await partyOf(rooms, id, userId);
        const body = c.req.valid('json');
        const content = body.content ?? '';
        checkContent(content, body.uploadId !== undefined);
        if (!OPEN_FOR_POSTS.includes(party.status)) throw notOpen(m.closedForMessages);
        const saved = await db.transaction(async (tx) => {
          const inTx = createRoomRepository(tx);
          const first = await inTx.messageIdByClientId(id, party.side, body.clientId);
          if (first !== undefined) return { id: first, created: false };
          if (body.uploadId) {
            await deps.uploads.attach(tx, {
              uploadId: body.uploadId,
              ownerUserId: userId,
              purpose: SESSION_MESSAGE_PURPOSE,
            });
          }
          return inTx.insertMessage({
            sessionId: id,
            senderType: party.side,
            content,
            uploadId: body.uploadId ?? null,
            clientId: body.clientId,
            createdAt: now(),
          });
        });
        const row = await rooms.findMessage(id, saved.id);
        if (!row) throw AppError.notFound(m.sessionNotFound);
        if (saved.created) {
          await bus.publish({ s: id, k: 'message', id: saved.id });
          if (party.side === 'USER') {
            await noticeIfCounselorAway(
              party,
              id,
              saved.id,
              messagePreview(content, row.image !== null),
            );
          }
        }
        return c.json(toMessageDto(row), saved.created ? 201 : 200);
      },
    )
    .post(
      '/:id{[0-9]+}/read',
      describeRoute({
        operationId: 'markSessionRead',
        summary: 'Moves the caller’s read mark forward (never back, never past the newest message)',
        tags,
        parameters: [idPathParameter('id')],
        responses: { 204: { description: 'Marked (or already further)' }, 404: notFound },
      }),
      validate('json', readMarkRequestSchema),
      async (c) => {
        const id = sessionIdOf(c);
        const party = await partyOf(rooms, id, c.get('auth').userId);
        const { lastMessageId } = c.req.valid('json');
        if (await rooms.markRead(id, party.side, lastMessageId)) {
          await bus.publish({ s: id, k: 'state' });
        }
        return c.body(null, 204);
      },
    )
    .post(
      '/:id{[0-9]+}/typing',
      describeRoute({
        operationId: 'sendSessionTyping',
        summary: 'Tells the other side the caller is (or stopped) typing; nothing is stored',
        tags,
        parameters: [idPathParameter('id')],
        responses: { 204: { description: 'Sent (only while the session is open)' }, 404: notFound },
      }),
      validate('json', typingRequestSchema),
      async (c) => {
        const id = sessionIdOf(c);
        const party = await partyOf(rooms, id, c.get('auth').userId);
        const { typing } = c.req.valid('json');
        if (OPEN_FOR_POSTS.includes(party.status)) {
          await bus.publish({ s: id, k: 'typing', side: party.side, typing });
        }
        return c.body(null, 204);
      },
    )
    .post(
      '/:id{[0-9]+}/signals',
      describeRoute({
        operationId: 'sendSessionSignal',
        summary:
          'A WebRTC signal (offer, answer, ICE candidate, hang-up) for the other side’s room streams; payload ≤ 64 KB of JSON; only while PREPARING or IN_PROGRESS',
        tags,
        parameters: [idPathParameter('id')],
        responses: {
          201: answer('Stored and announced', v.object({ id: v.number() })),
          400: errorAnswer('Bad kind or payload, or a payload over 64 KB'),
          404: notFound,
          409: errorAnswer('The session is not open (SESSION_NOT_OPEN)'),
        },
      }),
      validate('json', signalRequestSchema),
      async (c) => {
        const id = sessionIdOf(c);
        const party = await partyOf(rooms, id, c.get('auth').userId);
        const { kind, payload } = c.req.valid('json');
        if (Buffer.byteLength(JSON.stringify(payload ?? null)) > SIGNAL_PAYLOAD_MAX_BYTES) {
          throw AppError.validation([{ field: 'payload', message: m.signalTooLarge }]);
        }
        if (!OPEN_FOR_POSTS.includes(party.status)) throw notOpen(m.closedForSignals);
        const signalId = await rooms.insertSignal({
          sessionId: id,
          senderType: party.side,
          kind,
          payload: payload ?? null,
          createdAt: now(),
        });
        await bus.publish({ s: id, k: 'signal', id: signalId, side: party.side });
        return c.json({ id: signalId }, 201);
      },
    );

  const streamRoutes = new Hono<AuthEnv>().get(
    '/:id{[0-9]+}',
    describeRoute({
      operationId: 'streamSessionRoom',
      summary: 'Server-Sent Events stream of a session room (either party, as its own side)',
      description: [
        'Events, each flushed on its own: `ready` first (id = the message id the stream continues',
        'from; data = RoomState); `message` (id = the message id; data = SessionMessage) for every',
        'new message of either side, oldest first; `state` (data = RoomState) after any change of',
        'the session, its presence, clock or read marks; `typing` (data = RoomTyping) of the other',
        'side; `signal` (no id; data = RoomSignal) of the other side; `heartbeat` every 25 s (no id;',
        'data `{"time": <epoch ms>}`). Resume: `Last-Event-ID` (or `?lastEventId=`) replays the',
        'messages after it; `?lastSignalId=` replays the other side’s signals after it from the last',
        '2 minutes. Opening and holding the stream is the side’s presence (its seen_at lease).',
      ].join(' '),
      tags,
      parameters: [
        idPathParameter('id'),
        {
          name: 'senderType',
          in: 'query',
          required: true,
          description: 'the caller’s side: USER (the session’s user) or COUNSELOR (its counselor)',
          schema: jsonSchemaOf(v.picklist(SENDER_TYPES)),
        },
        {
          name: 'lastEventId',
          in: 'query',
          required: false,
          description: 'the last message id the client saw (for a new EventSource)',
          schema: jsonSchemaOf(v.pipe(v.string(), v.regex(/^\d+$/))),
        },
        {
          name: 'lastSignalId',
          in: 'query',
          required: false,
          description: 'the last signal id the client saw',
          schema: jsonSchemaOf(v.pipe(v.string(), v.regex(/^\d+$/))),
        },
      ],
      responses: {
        200: {
          description:
            'text/event-stream with Cache-Control: no-cache, no-transform and X-Accel-Buffering: no',
          content: { 'text/event-stream': { schema: jsonSchemaOf(v.string()) } },
        },
        400: errorAnswer('senderType is not USER or COUNSELOR'),
        404: errorAnswer('No such session, or senderType is not the caller’s side of it'),
      },
    }),
    async (c) => {
      const id = sessionIdOf(c);
      const senderType = c.req.query('senderType');
      const side = SENDER_TYPES.find((each) => each === senderType);
      if (!side) throw AppError.validation([{ field: 'senderType', message: m.badSenderType }]);
      await partyOf(rooms, id, c.get('auth').userId, side);
      return deps.streams.open({
        sessionId: id,
        side,
        resumeFrom: parseResumeId(c.req.header('Last-Event-ID') ?? c.req.query('lastEventId')),
        lastSignalId: parseResumeId(c.req.query('lastSignalId')),
        abort: c.req.raw.signal,
      });
    },
  );

  const webrtcRoutes = new Hono<AuthEnv>().get(
    '/ice-servers',
    describeRoute({
      operationId: 'getIceServers',
      summary:
        'ICE servers of a call: TURN relays with time-limited REST credentials for the caller (PROVIDERS §10); empty without relays',
      tags,
      responses: {
        200: answer('The ICE servers and when their credentials expire', iceServersSchema),
      },
    }),
    (c) => c.json(deps.turn.iceServersFor(c.get('auth').userId)),
  );

  return { sessionRoutes, streamRoutes, webrtcRoutes };
}
