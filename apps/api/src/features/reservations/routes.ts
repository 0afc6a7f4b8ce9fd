import { availableTimesSchema } from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { AppError } from '../../lib/app-error';
import { idPathParameter, MAX_SERIAL_ID } from '../../lib/cursor-page';
import { answer, errorAnswer } from '../../lib/openapi';
import { reservationMessages as m } from './messages';
import type { createReservationServices } from './service';

/** /api/public/counselors/{id}/available-times: what the calendar of free slots is built from. */
export function publicReservationRoutes(
  services: Pick<ReturnType<typeof createReservationServices>, 'availableTimes'>,
) {
  return new Hono().get(
    '/:id{[0-9]+}/available-times',
    describeRoute({
      operationId: 'getCounselorAvailableTimes',
      summary:
        'Weekly hours (Asia/Seoul HH:mm) and the dated exceptions of today and the next 30 days',
      tags: ['reservations'],
      parameters: [idPathParameter('id')],
      responses: {
        200: answer('The available times', availableTimesSchema),
        404: errorAnswer('No such public counselor'),
      },
    }),
    async (c) => {
      const id = Number(c.req.param('id'));
      if (!(id >= 1 && id <= MAX_SERIAL_ID)) throw AppError.notFound(m.counselorNotFound);
      return c.json(await services.availableTimes(id));
    },
  );
}
