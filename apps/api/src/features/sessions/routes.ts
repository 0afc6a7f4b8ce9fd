import { sessionSchema } from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { messages } from '../../lib/messages';
import { answer, errorAnswer } from '../../lib/openapi';
import { type AuthEnv, requireRole } from '../../middleware/auth';
import type { CounselorsRepository } from '../counselors';
import type { CounselingSessionsRepository } from './repository';
import { activeWindow, toSessionDto } from './session-dto';

// The active-session lists the alert reads (issue 4); the counseling issues add the rest of
// /api/client/counseling/sessions and /api/client/counselor/sessions.

const activeSummary =
  'PREPARING and IN_PROGRESS sessions, and SCHEDULED ones starting within 24 h or up to 5 min ago';
const activeSessions = answer('Sessions, earliest start first', v.array(sessionSchema));

/** /api/client/counseling/sessions: the caller's sessions as a user. */
export function userCounselingSessionRoutes(deps: {
  sessions: CounselingSessionsRepository;
  now: Clock;
}) {
  return new Hono<AuthEnv>().get(
    '/me/active',
    describeRoute({
      operationId: 'listUserActiveSessions',
      summary: activeSummary,
      tags: ['sessions'],
      responses: { 200: activeSessions },
    }),
    async (c) => {
      const window = activeWindow(deps.now());
      const views = await deps.sessions.activeOfUser(c.get('auth').userId, window);
      return c.json(views.map(toSessionDto));
    },
  );
}

/** /api/client/counselor/sessions: sessions of the caller's counselor row (COUNSELOR only). */
export function counselorCounselingSessionRoutes(deps: {
  sessions: CounselingSessionsRepository;
  counselors: CounselorsRepository;
  now: Clock;
}) {
  return new Hono<AuthEnv>().use(requireRole('COUNSELOR')).get(
    '/active',
    describeRoute({
      operationId: 'listCounselorActiveSessions',
      summary: activeSummary,
      tags: ['sessions'],
      responses: {
        200: activeSessions,
        404: errorAnswer('The caller has no counselor profile'),
      },
    }),
    async (c) => {
      const counselor = await deps.counselors.findByUserId(c.get('auth').userId);
      if (!counselor) throw AppError.notFound(messages.auth.counselorNotFound);
      const views = await deps.sessions.activeOfCounselor(counselor.id, activeWindow(deps.now()));
      return c.json(views.map(toSessionDto));
    },
  );
}
