import { counselorReservationSchema } from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { messages } from '../../lib/messages';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import { createCounselorsRepository } from '../counselors';
import { counselorReservations, counselorReservationsQuerySchema } from './counselor-reservations';

/**
 * /api/client/counselor/reservations: the caller's reservations (the counselors feature's
 * COUNSELOR check guards the path). Accept and decline are …/sessions/{id}/accept|decline.
 */
export function counselorReservationRoutes(db: AppDb) {
  const counselors = createCounselorsRepository(db);
  return new Hono<AuthEnv>().get(
    '/',
    describeRoute({
      operationId: 'listCounselorReservations',
      summary:
        'The caller’s RESERVATION sessions: status PENDING (to answer, with respondBy), SCHEDULED (accepted, not over) or DONE; from/to are Seoul days of the slot (both included)',
      tags: ['counselor-office'],
      responses: {
        200: answer(
          'Reservations: PENDING and SCHEDULED earliest first, DONE latest first (at most 500)',
          v.array(counselorReservationSchema),
        ),
        400: errorAnswer(
          'A bad status or day, to before from, or over 366 days (VALIDATION_FAILED)',
        ),
        404: errorAnswer('No counselor profile'),
      },
    }),
    validate('query', counselorReservationsQuerySchema),
    async (c) => {
      const counselor = await counselors.findByUserId(c.get('auth').userId);
      if (!counselor) throw AppError.notFound(messages.auth.counselorNotFound);
      return c.json(await counselorReservations(db, counselor.id, c.req.valid('query')));
    },
  );
}
