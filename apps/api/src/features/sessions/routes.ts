import { counselorMonthlySchema, sessionSchema } from '@arcana/domain';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { idPathParameter, MAX_SERIAL_ID } from '../../lib/cursor-page';
import { messages } from '../../lib/messages';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthEnv, requireRole } from '../../middleware/auth';
import type { CounselorsRepository } from '../counselors';
import type { ReservationServices } from '../reservations';
import type { Lifecycle } from './lifecycle';
import { lifecycleMessages as m } from './messages';
import { counselorMonthly, monthlyQuerySchema } from './monthly';
import type { CounselingSessionsRepository } from './repository';
import { activeWindow, toSessionDto } from './session-dto';

// /api/client/counseling/sessions (the user's side) and /api/client/counselor/sessions (the
// counselor's): active lists, counselor-monthly, and the lifecycle's accept, decline and cancels.

const tags = ['sessions'];
const activeSummary =
  'PREPARING and IN_PROGRESS sessions, and SCHEDULED ones starting within 24 h or up to 5 min ago';
const activeSessions = answer('Sessions, earliest start first', v.array(sessionSchema));
const movedSession = answer('The session after the transition', sessionSchema);
const refused = errorAnswer(
  'Not allowed from its status (INVALID_TRANSITION), past the deadline (CANCEL_DEADLINE_PASSED), or after the wait ran out (RESPONSE_TIME_OVER)',
);

/** A path id that names no row (too large for a serial) is simply not found. */
export function sessionId(c: Context): number {
  const id = Number(c.req.param('id'));
  if (!(id >= 1 && id <= MAX_SERIAL_ID)) throw AppError.notFound(m.sessionNotFound);
  return id;
}

export type SessionRouteDeps = {
  sessions: CounselingSessionsRepository;
  counselors: CounselorsRepository;
  reservations: Pick<ReservationServices, 'occupiedBetween'>;
  lifecycle: Lifecycle;
  now: Clock;
};

/** /api/client/counseling/sessions: the caller's sessions as a user. */
export function userCounselingSessionRoutes(deps: SessionRouteDeps) {
  return new Hono<AuthEnv>()
    .get(
      '/me/active',
      describeRoute({
        operationId: 'listUserActiveSessions',
        summary: activeSummary,
        tags,
        responses: { 200: activeSessions },
      }),
      async (c) => {
        const window = activeWindow(deps.now());
        const views = await deps.sessions.activeOfUser(c.get('auth').userId, window);
        return c.json(views.map(toSessionDto));
      },
    )
    .get(
      '/counselor-monthly/:counselorId{[0-9]+}',
      describeRoute({
        operationId: 'getCounselorMonthly',
        summary:
          'A counselor’s occupied times of a Seoul month (held and sold slots); the counselor itself also gets its sessions',
        tags,
        parameters: [idPathParameter('counselorId')],
        responses: {
          200: answer(
            'Occupied intervals (and sessions for the counselor itself)',
            counselorMonthlySchema,
          ),
          400: errorAnswer('Bad year or month'),
          404: errorAnswer('No such counselor'),
        },
      }),
      validate('query', monthlyQuerySchema),
      async (c) => {
        const counselorId = Number(c.req.param('counselorId'));
        if (!(counselorId >= 1 && counselorId <= MAX_SERIAL_ID)) {
          throw AppError.notFound(m.counselorNotFound);
        }
        const { year, month } = c.req.valid('query');
        return c.json(
          await counselorMonthly(deps, {
            counselorId,
            year,
            month,
            callerUserId: c.get('auth').userId,
          }),
        );
      },
    )
    .patch(
      '/:id{[0-9]+}/cancel',
      describeRoute({
        operationId: 'cancelSessionByUser',
        summary:
          'The user cancels: PENDING any time, SCHEDULED up to 1 hour before the start (CANCELLED_BY_USER, full refund)',
        tags,
        parameters: [idPathParameter('id')],
        responses: {
          200: movedSession,
          404: errorAnswer('No such session of the caller'),
          409: refused,
        },
      }),
      async (c) => c.json(await deps.lifecycle.cancelByUser(sessionId(c), c.get('auth').userId)),
    );
}

type CounselorAction = 'accept' | 'decline' | 'cancelByCounselor';

/** /api/client/counselor/sessions: sessions of the caller's counselor row (COUNSELOR only). */
export function counselorCounselingSessionRoutes(deps: SessionRouteDeps) {
  async function counselorIdOf(c: Context<AuthEnv>): Promise<number> {
    const counselor = await deps.counselors.findByUserId(c.get('auth').userId);
    if (!counselor) throw AppError.notFound(messages.auth.counselorNotFound);
    return counselor.id;
  }

  const act = (action: CounselorAction) => async (c: Context<AuthEnv>) => {
    const id = sessionId(c);
    return c.json(await deps.lifecycle[action](id, await counselorIdOf(c)));
  };

  const describeAction = (operationId: string, summary: string) =>
    describeRoute({
      operationId,
      summary,
      tags,
      parameters: [idPathParameter('id')],
      responses: {
        200: movedSession,
        404: errorAnswer('No such session of the caller’s counselor profile'),
        409: refused,
      },
    });

  return new Hono<AuthEnv>()
    .use(requireRole('COUNSELOR'))
    .get(
      '/active',
      describeRoute({
        operationId: 'listCounselorActiveSessions',
        summary: activeSummary,
        tags,
        responses: {
          200: activeSessions,
          404: errorAnswer('The caller has no counselor profile'),
        },
      }),
      async (c) => {
        const counselorId = await counselorIdOf(c);
        const views = await deps.sessions.activeOfCounselor(counselorId, activeWindow(deps.now()));
        return c.json(views.map(toSessionDto));
      },
    )
    .patch(
      '/:id{[0-9]+}/accept',
      describeAction(
        'acceptSession',
        'The counselor accepts a PENDING session before its wait runs out (SCHEDULED)',
      ),
      act('accept'),
    )
    .patch(
      '/:id{[0-9]+}/decline',
      describeAction(
        'declineSession',
        'The counselor declines a PENDING session (CANCELLED_BY_COUNSELOR, full refund)',
      ),
      act('decline'),
    )
    .patch(
      '/:id{[0-9]+}/cancel',
      describeAction(
        'cancelSessionByCounselor',
        'The counselor cancels a SCHEDULED session (CANCELLED_BY_COUNSELOR, full refund)',
      ),
      act('cancelByCounselor'),
    );
}
