import {
  COUNSELING_TYPES,
  isoDateTimeSchema,
  SESSION_STATUSES,
  type StartType,
  sessionSchema,
} from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { idPathParameter, MAX_SERIAL_ID } from '../../lib/cursor-page';
import { messages } from '../../lib/messages';
import { answer, errorAnswer } from '../../lib/openapi';
import type { Scheduler } from '../../lib/scheduler';
import { validate } from '../../lib/validate';
import { createUsersRepository } from '../accounts';
import { createCounselorsRepository } from '../counselors';
import type { Notifier } from '../notifications';
import { CLOCK_JOB, EFFECTS_JOB, NO_SHOW_JOB, WAIT_JOB } from './lifecycle';
import { createLifecycleRepository } from './lifecycle-repository';
import { createLifecycleTimers } from './lifecycle-timers';
import { lifecycleMessages } from './messages';
import { createCounselingSessionsRepository } from './repository';
import type { RoomPublisher } from './room-publisher';
import { toSessionDto } from './session-dto';

// Outside production, tests create any session; its notifications go through notify, so they
// stream exactly like the real thing.

const s = messages.session;

/** A dev session lasts 30 minutes unless the body says otherwise (null = unlimited). */
const DEMO_DURATION_SECONDS = 1800;

const rowId = (message: string) =>
  v.pipe(v.number(message), v.safeInteger(message), v.minValue(1, message));

const devSessionSchema = v.object({
  userId: rowId(s.userNotFound),
  counselorId: rowId(s.counselorNotFound),
  status: v.picklist(SESSION_STATUSES, s.status),
  startTime: v.nullish(isoDateTimeSchema, null),
  type: v.optional(v.picklist(COUNSELING_TYPES, s.counselingType), 'CHAT'),
  durationSeconds: v.optional(
    v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
    DEMO_DURATION_SECONDS,
  ),
});

function fieldError(field: string, message: string): AppError {
  return AppError.validation([{ field, message }]);
}

/** How far a test may move a session into the past: 30 days. */
const MAX_SHIFT_MINUTES = 30 * 24 * 60;
const shiftSchema = v.object({
  minutes: v.pipe(
    v.number(lifecycleMessages.shiftMinutes),
    v.safeInteger(lifecycleMessages.shiftMinutes),
    v.minValue(1, lifecycleMessages.shiftMinutes),
    v.maxValue(MAX_SHIFT_MINUTES, lifecycleMessages.shiftMinutes),
  ),
});

/** Every pending timer of a session: keys equal `${id}` or start with `${id}:`, per kind. */
async function shiftJobs(scheduler: Scheduler, id: number, byMs: number) {
  for (const kind of [WAIT_JOB, NO_SHOW_JOB])
    await scheduler.shift({ kind, key: String(id) }, byMs);
  for (const kind of [EFFECTS_JOB, CLOCK_JOB]) {
    await scheduler.shift({ kind, keyPrefix: `${id}:` }, byMs);
  }
}

export function devSessionRoutes(deps: {
  db: AppDb;
  notifier: Notifier;
  scheduler: Scheduler;
  now: Clock;
  /** The room streams of a shifted session redraw its clock. */
  room: RoomPublisher;
}) {
  const users = createUsersRepository(deps.db);
  const counselors = createCounselorsRepository(deps.db);
  const sessions = createCounselingSessionsRepository(deps.db);
  const lifecycle = createLifecycleRepository(deps.db);

  return new Hono()
    .post(
      '/sessions/:id{[0-9]+}/shift',
      describeRoute({
        operationId: 'shiftDevSession',
        summary:
          'Development only: move one session’s times (start, wait, entries, billed clock, absence; a live presence lease stays) and its pending timers N minutes into the past',
        tags: ['dev'],
        parameters: [idPathParameter('id')],
        responses: {
          200: answer('The session after the move', sessionSchema),
          400: errorAnswer('Bad minutes (1 to 43,200)'),
          404: errorAnswer('No such session'),
        },
      }),
      validate('json', shiftSchema),
      async (c) => {
        const id = Number(c.req.param('id'));
        const { minutes } = c.req.valid('json');
        const moved =
          id <= MAX_SERIAL_ID ? await lifecycle.shift(id, minutes, deps.now()) : undefined;
        if (!moved) throw AppError.notFound(lifecycleMessages.sessionNotFound);
        await shiftJobs(deps.scheduler, id, -minutes * 60_000);
        await deps.room.stateChanged(id);
        const view = await sessions.findView(id);
        if (!view) throw AppError.notFound(lifecycleMessages.sessionNotFound);
        return c.json(toSessionDto(view));
      },
    )
    .post(
      '/sessions',
      describeRoute({
        operationId: 'createDevSession',
        summary:
          'Development only: create a session of any status; the user and the counselor are notified',
        tags: ['dev'],
        responses: {
          201: answer('The new Session', sessionSchema),
          400: errorAnswer('Bad body, or no such user or counselor (field userId / counselorId)'),
        },
      }),
      validate('json', devSessionSchema),
      async (c) => {
        const body = c.req.valid('json');
        if (!(await users.findById(body.userId))) throw fieldError('userId', s.userNotFound);
        const counselor = await counselors.findById(body.counselorId);
        if (!counselor) throw fieldError('counselorId', s.counselorNotFound);
        const startType: StartType = body.startTime === null ? 'IMMEDIATE' : 'RESERVATION';
        const row = await sessions.insert({
          userId: body.userId,
          counselorId: counselor.id,
          status: body.status,
          startTime: body.startTime === null ? null : new Date(body.startTime),
          durationSeconds: body.durationSeconds,
          counselingType: body.type,
          startType,
          productName: s.demoProductName,
        });
        // A session made already SCHEDULED or PREPARING still ends as a no-show.
        if (body.status === 'SCHEDULED' || body.status === 'PREPARING') {
          await createLifecycleTimers(deps.scheduler).planNoShow(deps.db, row);
        }
        const view = await sessions.findView(row.id);
        if (!view) throw new Error(`session ${row.id} vanished after insert`);
        await deps.notifier.notify('USER', body.userId, 'COUNSELING_SESSION', {
          title: s.createdUserTitle,
          content: s.createdUserContent(view.counselorName),
          link: `/counseling/sessions/${row.id}?senderType=USER`,
        });
        await deps.notifier.notify('COUNSELOR', counselor.userId, 'SESSION_REQUESTED', {
          title: s.createdCounselorTitle,
          content: s.createdCounselorContent(view.userDisplayName),
          link: `/counseling/sessions/${row.id}?senderType=COUNSELOR`,
        });
        return c.json(toSessionDto(view), 201);
      },
    );
}
