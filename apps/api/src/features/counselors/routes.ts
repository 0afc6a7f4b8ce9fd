import { COUNSELOR_STATUSES, counselorProfileSchema } from '@arcana/domain';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { AppError } from '../../lib/app-error';
import { messages } from '../../lib/messages';
import { answer, documentedMiddleware, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import { counselorMessages as m } from './messages';
import type { CounselorsRepository } from './repository';
import type { StatusService } from './status';

const tags = ['counselor'];
const noProfile = errorAnswer('COUNSELOR role without a counselor profile');

// COUNSELING is in the picklist so that sending it gets its own explanation, not "invalid".
const statusRequestSchema = v.object({
  status: v.pipe(
    v.picklist(COUNSELOR_STATUSES, m.statusChoice),
    v.check((status) => status !== 'COUNSELING', m.counselingBySystem),
  ),
});

/**
 * The COUNSELOR role, with one exception (SPEC §4): an applicant — a counselors row at level 0,
 * the role not granted yet — may read its own profile (GET /api/client/counselor). Everyone
 * else gets 403 on every /api/client/counselor path, whichever feature serves it.
 */
function requireCounselor(counselors: CounselorsRepository) {
  const check = createMiddleware<AuthEnv>(async (c, next) => {
    const auth = c.get('auth');
    const ownProfileRead =
      c.req.method === 'GET' && /^\/api\/client\/counselor\/?$/.test(c.req.path);
    if (
      !auth.roles.includes('COUNSELOR') &&
      !(ownProfileRead && (await counselors.findByUserId(auth.userId)))
    ) {
      throw new AppError(403, 'FORBIDDEN', messages.auth.forbidden);
    }
    await next();
  });
  return documentedMiddleware(check, {
    responses: {
      403: errorAnswer(
        'The caller lacks the COUNSELOR role (FORBIDDEN); an applicant may only read its profile',
      ),
    },
  });
}

/**
 * /api/client/counselor: every route below needs COUNSELOR (the counselor-office feature serves
 * the profile itself; this one the status).
 */
export function counselorRoutes(deps: { counselors: CounselorsRepository; status: StatusService }) {
  return new Hono<AuthEnv>().use(requireCounselor(deps.counselors)).patch(
    '/status',
    describeRoute({
      operationId: 'setCounselorStatus',
      summary:
        'Set the caller’s status ON, OFF or BUSY (COUNSELING is the system’s; during it the choice applies when the session ends)',
      tags,
      responses: {
        200: answer('The profile after the change', counselorProfileSchema),
        400: errorAnswer('Not ON, OFF or BUSY (VALIDATION_FAILED, field status)'),
        404: noProfile,
      },
    }),
    validate('json', statusRequestSchema),
    async (c) => {
      const { status } = c.req.valid('json');
      if (status === 'COUNSELING') throw new Error('unreachable: refused by the schema');
      return c.json(await deps.status.choose(c.get('auth').userId, status));
    },
  );
}
