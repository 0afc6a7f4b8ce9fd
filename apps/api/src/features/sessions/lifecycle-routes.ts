import {
  addTimeRequestSchema,
  createdOrderSchema,
  type EnterRoomRequest,
  enterRoomRequestSchema,
  roomStateSchema,
  type SenderType,
} from '@arcana/domain';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { idPathParameter, MAX_SERIAL_ID } from '../../lib/cursor-page';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import { readingForShare } from '../ai';
import type { CounselorsRepository } from '../counselors';
import type { Actor, Lifecycle } from './lifecycle';
import type { createAddTime } from './lifecycle-add-time';
import { createLifecycleRepository } from './lifecycle-repository';
import { lifecycleMessages as m } from './messages';
import type { RoomStates } from './room-state';
import { sessionId } from './routes';

// The room's rows of the lifecycle under /api/client/counseling/sessions: enter, exit,
// complete (answering the caller's RoomState) and added time (an ADD_TIME order).

const tags = ['sessions'];

export type RoomLifecycleRouteDeps = {
  db: AppDb;
  counselors: CounselorsRepository;
  lifecycle: Lifecycle;
  states: RoomStates;
  addTime: ReturnType<typeof createAddTime>;
};

type Party = { side: SenderType; actor: Actor };

/**
 * /api/client/counseling/sessions/{id}/user|counselor/enter|exit, /complete and /extensions
 * (DESIGN "Session lifecycle", the room rows): user/* only the session's user, counselor/*
 * only its counselor, complete either; anyone else 404, as for a session that does not exist.
 */
export function roomLifecycleRoutes(deps: RoomLifecycleRouteDeps) {
  const sessions = createLifecycleRepository(deps.db);

  async function partyOf(c: Context<AuthEnv>, id: number, want?: SenderType): Promise<Party> {
    const userId = c.get('auth').userId;
    const session = await sessions.find(id);
    if (!session) throw AppError.notFound(m.sessionNotFound);
    if (want !== 'COUNSELOR' && session.userId === userId)
      return { side: 'USER', actor: { userId } };
    if (want !== 'USER') {
      const counselor = await deps.counselors.findByUserId(userId);
      if (counselor?.id === session.counselorId) {
        return { side: 'COUNSELOR', actor: { counselorId: counselor.id } };
      }
    }
    throw AppError.notFound(m.sessionNotFound);
  }

  /** A reading is shown only with consent and only when it is the user's own finished one. */
  async function sharedReadingOf(body: EnterRoomRequest, userId: number) {
    if (body.sharedReadingId === undefined || body.sharedReadingId === null) return undefined;
    if (body.readingConsent !== true) {
      throw AppError.validation([{ field: 'readingConsent', message: m.readingConsent }]);
    }
    const id = body.sharedReadingId;
    // An id beyond any serial names no reading (and must not reach the database as one).
    if (id > MAX_SERIAL_ID || !(await readingForShare(deps.db, id, userId))) {
      throw AppError.validation([{ field: 'sharedReadingId', message: m.readingNotShareable }]);
    }
    return body.sharedReadingId;
  }

  const roomState = answer('The room after the change, as the caller sees it', roomStateSchema);
  const describeMove = (operationId: string, summary: string, conflict?: string) =>
    describeRoute({
      operationId,
      summary,
      tags,
      parameters: [idPathParameter('id')],
      responses: {
        200: roomState,
        ...(conflict ? { 409: errorAnswer(conflict) } : {}),
        404: errorAnswer('No such session, or the caller is not this side of it'),
      },
    });

  const exit = (side: SenderType) => async (c: Context<AuthEnv>) => {
    const id = sessionId(c);
    const party = await partyOf(c, id, side);
    await deps.lifecycle.exit(id, side, party.actor);
    return c.json(await deps.states.of(id, side));
  };

  return new Hono<AuthEnv>()
    .patch(
      '/:id{[0-9]+}/user/enter',
      describeMove(
        'enterRoomAsUser',
        'The user enters the room (SCHEDULED → PREPARING from 10 minutes before the start; PREPARING → IN_PROGRESS when the counselor is in; again: presence), optionally showing a saved reading with consent',
        'Before the entry window (ENTRY_NOT_OPEN) or not open (INVALID_TRANSITION)',
      ),
      validate('json', enterRoomRequestSchema),
      async (c) => {
        const id = sessionId(c);
        const party = await partyOf(c, id, 'USER');
        const reading = await sharedReadingOf(c.req.valid('json'), c.get('auth').userId);
        await deps.lifecycle.enter(id, 'USER', party.actor, reading);
        return c.json(await deps.states.of(id, 'USER'));
      },
    )
    .patch(
      '/:id{[0-9]+}/counselor/enter',
      describeMove(
        'enterRoomAsCounselor',
        'The counselor enters the room (as the user’s enter)',
        'Before the entry window (ENTRY_NOT_OPEN) or not open (INVALID_TRANSITION)',
      ),
      async (c) => {
        const id = sessionId(c);
        const party = await partyOf(c, id, 'COUNSELOR');
        await deps.lifecycle.enter(id, 'COUNSELOR', party.actor);
        return c.json(await deps.states.of(id, 'COUNSELOR'));
      },
    )
    .patch(
      '/:id{[0-9]+}/user/exit',
      describeMove('exitRoomAsUser', 'The user leaves the room (presence; not in it: no change)'),
      exit('USER'),
    )
    .patch(
      '/:id{[0-9]+}/counselor/exit',
      describeMove(
        'exitRoomAsCounselor',
        'The counselor leaves the room (presence; not in it: no change)',
      ),
      exit('COUNSELOR'),
    )
    .patch(
      '/:id{[0-9]+}/complete',
      describeMove(
        'completeSession',
        'Either party ends an IN_PROGRESS session (COMPLETED; end reason by who asked)',
        'Not IN_PROGRESS (INVALID_TRANSITION)',
      ),
      async (c) => {
        const id = sessionId(c);
        const party = await partyOf(c, id);
        await deps.lifecycle.complete(id, party.side, party.actor);
        return c.json(await deps.states.of(id, party.side));
      },
    )
    .post(
      '/:id{[0-9]+}/extensions',
      describeRoute({
        operationId: 'addSessionTime',
        summary:
          'The user buys 10 more minutes of a timed IN_PROGRESS session (an ADD_TIME order; its payment extends the session)',
        tags,
        parameters: [idPathParameter('id')],
        responses: {
          201: answer('The order and its checkout', createdOrderSchema),
          400: errorAnswer('Bad points'),
          404: errorAnswer('No such session of the caller'),
          409: errorAnswer(
            'Not a timed IN_PROGRESS session (ADD_TIME_NOT_ALLOWED), NOT_ENOUGH_POINTS or SPENDING_LIMIT',
          ),
        },
      }),
      validate('json', addTimeRequestSchema),
      async (c) => {
        const id = sessionId(c);
        const { points } = c.req.valid('json');
        return c.json(await deps.addTime(id, c.get('auth').userId, points), 201);
      },
    );
}
