import { counselorReservationSchema } from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { messages } from '../../lib/messages';
import { answer, errorAnswer } from '../../lib/openapi';
import type { AuthEnv } from '../../middleware/auth';
import { createCounselorsRepository } from '../counselors';
import { counselorRequests } from './counselor-requests';

/**
 * /api/client/counselor/sessions/requests: the caller's pending IMMEDIATE requests (the
 * counselors feature's COUNSELOR check guards the path). Accept and decline are
 * …/sessions/{id}/accept|decline.
 */
export function counselorRequestRoutes(db: AppDb, now: Clock) {
  const counselors = createCounselorsRepository(db);
  return new Hono<AuthEnv>().get(
    '/requests',
    describeRoute({
      operationId: 'listCounselorRequests',
      summary:
        'The caller’s IMMEDIATE sessions still waiting for its answer (PENDING, respondBy in the future), the one running out first first',
      tags: ['sessions'],
      responses: {
        200: answer('Pending requests with respondBy', v.array(counselorReservationSchema)),
        404: errorAnswer('No counselor profile'),
      },
    }),
    async (c) => {
      const counselor = await counselors.findByUserId(c.get('auth').userId);
      if (!counselor) throw AppError.notFound(messages.auth.counselorNotFound);
      return c.json(await counselorRequests(db, counselor.id, now()));
    },
  );
}
