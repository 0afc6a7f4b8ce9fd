import { Hono } from 'hono';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { messages } from '../../lib/messages';
import { type AuthEnv, requireRole } from '../../middleware/auth';
import type { CounselorsRepository } from '../counselors';
import type { CounselingSessionsRepository } from './repository';
import { activeWindow, toSessionDto } from './session-dto';

// The active-session lists the alert reads (issue 4); the counseling issues add the rest of
// /api/client/counseling/sessions and /api/client/counselor/sessions.

/** /api/client/counseling/sessions: the caller's sessions as a user. */
export function userCounselingSessionRoutes(deps: {
  sessions: CounselingSessionsRepository;
  now: Clock;
}) {
  return new Hono<AuthEnv>().get('/me/active', async (c) => {
    const views = await deps.sessions.activeOfUser(c.get('auth').userId, activeWindow(deps.now()));
    return c.json(views.map(toSessionDto));
  });
}

/** /api/client/counselor/sessions: sessions of the caller's counselor row (COUNSELOR only). */
export function counselorCounselingSessionRoutes(deps: {
  sessions: CounselingSessionsRepository;
  counselors: CounselorsRepository;
  now: Clock;
}) {
  return new Hono<AuthEnv>().use(requireRole('COUNSELOR')).get('/active', async (c) => {
    const counselor = await deps.counselors.findByUserId(c.get('auth').userId);
    if (!counselor) throw AppError.notFound(messages.auth.counselorNotFound);
    const views = await deps.sessions.activeOfCounselor(counselor.id, activeWindow(deps.now()));
    return c.json(views.map(toSessionDto));
  });
}
