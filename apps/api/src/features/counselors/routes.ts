import {
  type CounselorProfile,
  counselorProfileSchema,
  counselorStatusOrDefault,
} from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { AppError } from '../../lib/app-error';
import { messages } from '../../lib/messages';
import { answer, errorAnswer } from '../../lib/openapi';
import { type AuthEnv, requireRole } from '../../middleware/auth';
import type { CounselorsRepository } from './repository';

/** /api/client/counselor: the caller's counselor profile; every route needs COUNSELOR. */
export function counselorRoutes(deps: { counselors: CounselorsRepository }) {
  return new Hono<AuthEnv>().use(requireRole('COUNSELOR')).get(
    '/',
    describeRoute({
      operationId: 'getCounselor',
      summary: 'The caller’s counselor profile',
      tags: ['counselor'],
      responses: {
        200: answer('Counselor (level 0 = applying)', counselorProfileSchema),
        404: errorAnswer('COUNSELOR role without a counselor profile'),
      },
    }),
    async (c) => {
      const counselor = await deps.counselors.findByUserId(c.get('auth').userId);
      if (!counselor) throw AppError.notFound(messages.auth.counselorNotFound);
      const profile: CounselorProfile = {
        id: counselor.id,
        level: counselor.level,
        status: counselorStatusOrDefault(counselor.status),
        enabled: counselor.enabled,
      };
      return c.json(profile);
    },
  );
}
