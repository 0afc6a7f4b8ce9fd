import {
  counselorDateExceptionSchema,
  dateExceptionRequestSchema,
  weeklyHoursListSchema,
  weeklyHoursRequestSchema,
} from '@arcana/domain';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { AppError } from '../../lib/app-error';
import { idPathParameter, MAX_SERIAL_ID } from '../../lib/cursor-page';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import type { AvailableTimesService } from './counselor-service';
import { reservationMessages as m } from './messages';

const tags = ['counselor-office'];
const weekly = answer('Every weekly range, by weekday and start', weeklyHoursListSchema);
const exceptions = answer(
  'The dated exceptions of today and later, by date',
  v.array(counselorDateExceptionSchema),
);
const noProfile = errorAnswer('No counselor profile');

/**
 * /api/client/counselor/available-times/…: the caller's weekly hours and dated exceptions
 * (Asia/Seoul wall times). The counselors feature's COUNSELOR check guards the path.
 */
export function counselorAvailableTimesRoutes(service: AvailableTimesService) {
  const user = (c: Context<AuthEnv>) => c.get('auth').userId;
  return new Hono<AuthEnv>()
    .get(
      '/available-times/weekly',
      describeRoute({
        operationId: 'getCounselorWeeklyHours',
        summary: 'The caller’s weekly hours (ISO weekday 1 = Monday, HH:mm, Asia/Seoul)',
        tags,
        responses: { 200: weekly, 404: noProfile },
      }),
      async (c) => c.json(await service.weekly(user(c))),
    )
    .put(
      '/available-times/weekly',
      describeRoute({
        operationId: 'replaceCounselorWeeklyHours',
        summary:
          'Replace every weekly range (30-minute grid, start before end, no overlap within a weekday)',
        tags,
        responses: {
          200: weekly,
          400: errorAnswer('A range is off the grid, reversed or overlapping (VALIDATION_FAILED)'),
          404: noProfile,
        },
      }),
      validate('json', weeklyHoursRequestSchema),
      async (c) => c.json(await service.replaceWeekly(user(c), c.req.valid('json'))),
    )
    .get(
      '/available-times/exceptions',
      describeRoute({
        operationId: 'listCounselorDateExceptions',
        summary: 'The caller’s closed days and extra hours from today on',
        tags,
        responses: { 200: exceptions, 404: noProfile },
      }),
      async (c) => c.json(await service.exceptions(user(c))),
    )
    .post(
      '/available-times/exceptions',
      describeRoute({
        operationId: 'addCounselorDateException',
        summary: 'Close a date (CLOSED) or add hours to it (EXTRA); today or later',
        tags,
        responses: {
          200: exceptions,
          400: errorAnswer('A bad or past date, or a bad range (VALIDATION_FAILED)'),
          409: errorAnswer(
            'The date is closed already (EXCEPTION_EXISTS), or it clashes with the date’s other exceptions (EXCEPTION_CONFLICT)',
          ),
        },
      }),
      validate('json', dateExceptionRequestSchema),
      async (c) => c.json(await service.addException(user(c), c.req.valid('json'))),
    )
    .delete(
      '/available-times/exceptions/:id{[0-9]+}',
      describeRoute({
        operationId: 'deleteCounselorDateException',
        summary: 'Remove one of the caller’s exceptions',
        tags,
        parameters: [idPathParameter('id')],
        responses: {
          200: exceptions,
          404: errorAnswer('Not one of the caller’s exceptions (NOT_FOUND)'),
        },
      }),
      async (c) => {
        const id = Number(c.req.param('id'));
        if (!(id >= 1 && id <= MAX_SERIAL_ID)) throw AppError.notFound(m.exceptionNotFound);
        return c.json(await service.deleteException(user(c), id));
      },
    );
}
