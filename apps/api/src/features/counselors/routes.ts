import { COUNSELOR_STATUSES, counselorProfileSchema } from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { AppError } from '../../lib/app-error';
import { messages } from '../../lib/messages';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthEnv, requireRole } from '../../middleware/auth';
import { counselorMessages as m } from './messages';
import type { CounselorsRepository } from './repository';
import { type StatusService, toCounselorProfile } from './status';

const tags = ['counselor'];
const noProfile = errorAnswer('COUNSELOR role without a counselor profile');

// COUNSELING is in the picklist so that sending it gets its own explanation, not "invalid".
const statusRequestSchema = v.object({
  status: v.pipe(
    v.picklist(COUNSELOR_STATUSES, m.statusChoice),
    v.check((status) => status !== 'COUNSELING', m.counselingBySystem),
  ),
});

/** /api/client/counselor: the caller's counselor profile; every route needs COUNSELOR. */
export function counselorRoutes(deps: { counselors: CounselorsRepository; status: StatusService }) {
  return new Hono<AuthEnv>()
    .use(requireRole('COUNSELOR'))
    .get(
      '/',
      describeRoute({
        operationId: 'getCounselor',
        summary: 'The caller’s counselor profile',
        tags,
        responses: {
          200: answer('Counselor (level 0 = applying)', counselorProfileSchema),
          404: noProfile,
        },
      }),
      async (c) => {
        const counselor = await deps.counselors.findByUserId(c.get('auth').userId);
        if (!counselor) throw AppError.notFound(messages.auth.counselorNotFound);
        return c.json(toCounselorProfile(counselor));
      },
    )
    .patch(
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
