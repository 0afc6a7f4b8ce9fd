import type { NotificationAudience } from '@arcana/domain';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { messages } from '../../lib/messages';
import { cookieAuth, errorAnswer, jsonSchemaOf } from '../../lib/openapi';
import type { ShutdownRegistry } from '../../lib/shutdown';
import { createSseStream } from '../../realtime/sse-stream';
import type { SessionService } from '../accounts';
import { toNotificationDto } from './notification-dto';
import type { Realtime } from './realtime';
import { createNotificationsRepository, type NotificationRow } from './repository';

// GET /api/sse/{user,counselor}/notifications (SPEC §7, DESIGN "Notifications"). EventSource
// cannot send headers, so the login comes from the accessToken cookie.

/** Rows read from the table per query while replaying; a longer gap takes several reads. */
export const REPLAY_BATCH = 100;

export const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // no-transform and X-Accel-Buffering keep proxies from compressing or holding events back.
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
} as const;

type Deps = {
  db: AppDb;
  sessions: SessionService;
  realtime: Realtime;
  shutdown: ShutdownRegistry;
  logger: Logger;
};

// OpenAPI cannot type the events of a stream, so the description lists them; a notification
// event's data is the Notification of the REST calls.
const streamDescription = [
  'Events, each flushed on its own:',
  '`connection` (id = the newest notification id of the recipient, 0 when none, or on a resume',
  'the id resumed from; data `{"connected":true}`) first;',
  '`notification` (id = the notification id; data = the Notification JSON) for every new row,',
  'oldest first; `heartbeat` every 25 s (no id; data `{"time": <epoch ms>}`).',
  'Resume: with `Last-Event-ID` (or `?lastEventId=` for a new EventSource) the stream first',
  'replays every row with a larger id, oldest first, read from the table in batches of 100,',
  'then continues live. The stream ends when the api process stops (SIGTERM); clients reconnect.',
].join(' ');

const eventId = jsonSchemaOf(v.pipe(v.string(), v.regex(/^\d+$/)));

function describeStream(audience: 'User' | 'Counselor', who: string) {
  return describeRoute({
    operationId: `stream${audience}Notifications`,
    summary: `Server-Sent Events stream of ${who}`,
    description: streamDescription,
    tags: ['notifications'],
    security: cookieAuth,
    parameters: [
      {
        name: 'Last-Event-ID',
        in: 'header',
        required: false,
        description: 'the last event id the client saw; anything not a number is ignored',
        schema: eventId,
      },
      {
        name: 'lastEventId',
        in: 'query',
        required: false,
        description: 'the same for a new EventSource, which cannot set the header',
        schema: eventId,
      },
    ],
    responses: {
      200: {
        description:
          'text/event-stream with Cache-Control: no-cache, no-transform and X-Accel-Buffering: no',
        content: { 'text/event-stream': { schema: jsonSchemaOf(v.string()) } },
      },
      401: errorAnswer('No accessToken cookie or not a valid login (UNAUTHENTICATED)'),
      ...(audience === 'Counselor'
        ? { 403: errorAnswer('The caller lacks the COUNSELOR role (FORBIDDEN)') }
        : {}),
    },
  });
}

export function sseNotificationRoutes(deps: Deps) {
  const open = openStream(deps);
  return new Hono()
    .get('/user/notifications', describeStream('User', "the caller's USER notifications"), (c) =>
      open(c, 'USER'),
    )
    .get(
      '/counselor/notifications',
      describeStream('Counselor', "the caller's COUNSELOR notifications (COUNSELOR role)"),
      (c) => open(c, 'COUNSELOR'),
    );
}

/** A resume point from `Last-Event-ID` or `?lastEventId=`; anything else starts fresh. */
export function parseLastEventId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

function openStream({ db, sessions, realtime, shutdown, logger }: Deps) {
  const notifications = createNotificationsRepository(db);
  // Streams of one recipient that are equally far behind (many tabs, many devices, the
  // benchmark) share one read instead of each querying for the same rows.
  const reads = new Map<string, Promise<NotificationRow[]>>();
  const readAfter = (
    audience: NotificationAudience,
    userId: number,
    afterId: number,
    share: boolean,
  ) => {
    const key = `${audience}:${userId}:${afterId}`;
    let read = share ? reads.get(key) : undefined;
    if (!read) {
      read = notifications.listAfter(audience, userId, afterId, REPLAY_BATCH);
      reads.set(key, read);
      const current = read;
      const forget = () => {
        if (reads.get(key) === current) reads.delete(key);
      };
      current.then(forget, forget);
    }
    return read;
  };

  return async (c: Context, audience: NotificationAudience) => {
    const token = getCookie(c, 'accessToken');
    const auth = token ? await sessions.authenticate(token) : null;
    if (!auth) throw new AppError(401, 'UNAUTHENTICATED', messages.auth.unauthenticated);
    if (audience === 'COUNSELOR' && !auth.roles.includes('COUNSELOR')) {
      throw new AppError(403, 'FORBIDDEN', messages.auth.forbidden);
    }
    const userId = auth.userId;
    const resumeFrom = parseLastEventId(
      c.req.header('Last-Event-ID') ?? c.req.query('lastEventId'),
    );

    await realtime.bus.ready();

    let lastSentId = 0;
    let started = false;
    let behind = false;
    let pumping = false;
    // The largest id announced to this stream, and whether the next read must be its own: a
    // shared read that began before that row was committed cannot contain it.
    let wantedId = 0;
    let readAlone = false;
    const cleanups: Array<() => void> = [];
    const stream = createSseStream(() => {
      for (const cleanup of cleanups.splice(0)) cleanup();
    });

    // Sends every row newer than lastSentId, in order, once: live events, a replay and a
    // resync after the bus reconnected all go through here, so none can be sent twice.
    const pump = async () => {
      if (pumping) {
        behind = true;
        return;
      }
      pumping = true;
      try {
        do {
          behind = false;
          const alone = readAlone;
          readAlone = false;
          for (;;) {
            const rows = await readAfter(audience, userId, lastSentId, !alone);
            for (const row of rows) {
              if (row.id <= lastSentId) continue;
              const sent = stream.send({
                event: 'notification',
                id: row.id,
                data: JSON.stringify(toNotificationDto(row)),
              });
              if (!sent) return;
              lastSentId = row.id;
            }
            if (rows.length < REPLAY_BATCH) break;
          }
          if (lastSentId < wantedId) {
            // A stale shared read: read again alone. A row still missing after that was
            // deleted meanwhile (account deletion), so stop waiting for it.
            if (alone) wantedId = lastSentId;
            else readAlone = behind = true;
          }
        } while (behind && !stream.closed);
      } catch (error) {
        logger.error(`notification stream of ${audience}:${userId} failed; closing it`, error);
        stream.close();
      } finally {
        pumping = false;
      }
    };

    // Subscribed before the newest id is read, so a row committed in between is not missed.
    const wake = () => {
      if (started) void pump();
      else behind = true;
    };
    cleanups.push(
      realtime.bus.subscribe(audience, userId, {
        notification(message) {
          if (message.id <= lastSentId) return;
          wantedId = Math.max(wantedId, message.id);
          wake();
        },
        // NOTIFYs were lost while the bus was away: read everything since, without sharing.
        resync() {
          readAlone = true;
          wake();
        },
      }),
    );
    cleanups.push(realtime.streams.open(audience, userId));
    cleanups.push(shutdown.register(() => stream.close()));
    // The body's cancel does not always fire when a client drops (TOOLCHAIN trap 12).
    const signal = c.req.raw.signal;
    const onAbort = () => stream.close();
    signal.addEventListener('abort', onAbort);
    cleanups.push(() => signal.removeEventListener('abort', onAbort));
    if (signal.aborted) stream.close();

    try {
      lastSentId = resumeFrom ?? (await notifications.newestId(audience, userId));
    } catch (error) {
      stream.close();
      throw error;
    }
    // The connection event carries the point the stream continues from: the newest row on a
    // fresh start, the client's own id on a resume (so a drop during the replay loses nothing).
    stream.send({ event: 'connection', id: lastSentId, data: JSON.stringify({ connected: true }) });
    started = true;
    if (resumeFrom !== null || behind) void pump();

    const heartbeat = setInterval(() => {
      stream.send({ event: 'heartbeat', data: JSON.stringify({ time: Date.now() }) });
    }, realtime.heartbeatMs);
    heartbeat.unref();
    cleanups.push(() => clearInterval(heartbeat));
    if (stream.closed) for (const cleanup of cleanups.splice(0)) cleanup();

    return new Response(stream.body, { status: 200, headers: SSE_HEADERS });
  };
}
