import { RESERVATION_TABS, reservationPageSchema } from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { AppDb } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { cursorPage, cursorQuerySchema } from '../../lib/cursor-page';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import { lifecycleMessages as m } from './messages';
import { toReservationDto } from './reservations-dto';
import { createReservationsListRepository } from './reservations-repository';

const reservationQuerySchema = v.object({
  ...cursorQuerySchema.entries,
  tab: v.optional(v.picklist(RESERVATION_TABS, m.tab), 'UPCOMING'),
});

/**
 * /api/client/me/counseling/reservations (예약 내역): the caller's RESERVATION sessions.
 * UPCOMING: open ones (PENDING, SCHEDULED, PREPARING, IN_PROGRESS), earliest start first;
 * PAST: the rest (cancelled, completed, no-show), latest start first.
 */
export function reservationListRoutes(deps: { db: AppDb; now: Clock }) {
  const repository = createReservationsListRepository(deps.db);
  return new Hono<AuthEnv>().get(
    '/',
    describeRoute({
      operationId: 'listMyReservations',
      summary:
        'The caller’s reservations: UPCOMING (open, earliest start first) or PAST (latest start first), with money, refund and whether it can still be cancelled',
      tags: ['sessions'],
      responses: {
        200: answer('A cursor page of reservations', reservationPageSchema),
        400: errorAnswer('Bad tab, limit or lastId'),
      },
    }),
    validate('query', reservationQuerySchema),
    async (c) => {
      const { tab, limit, lastId } = c.req.valid('query');
      const { rows, total } = await repository.page(c.get('auth').userId, tab, { limit, lastId });
      const refunds = await repository.refundsOf(
        rows.flatMap(({ session }) => (session.orderId === null ? [] : [session.orderId])),
      );
      const at = deps.now();
      return c.json(
        cursorPage(
          rows.map((row) => toReservationDto(row, refunds, at)),
          total,
          limit,
        ),
      );
    },
  );
}
