import type { CounselorStatusEvent } from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { AppDb } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { jsonSchemaOf } from '../../lib/openapi';
import type { ShutdownRegistry } from '../../lib/shutdown';
import type { CounselorStatusBus } from '../../realtime/counselor-status-bus';
import { createSseStream } from '../../realtime/sse-stream';
import { createStatusEventsRepository } from './status-events-repository';

// GET /api/sse/public/counselor-status (DESIGN "Counselor status"): one public stream (no
// login) of every listed counselor's status changes, shared by the apps across tabs.

export const STATUS_HEARTBEAT_MS = 25_000;

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
} as const;

const description = [
  'No login. Events, each flushed on its own: `connection` first (id 0, data',
  '`{"connected":true}`: show the statuses read from the lists from now on); `status` (id = a',
  'running number of this stream; data = CounselorStatusEvent JSON `{counselorId, status, at}`)',
  'for every change of a listed counselor made in any api process; `heartbeat` every 25 s (no',
  'id; data `{"time": <epoch ms>}`). When the api lost its database listener, the changes made',
  'meanwhile are read from the table and sent as `status` events once it is back. A client that',
  'reconnects reloads what it shows (the ids do not resume).',
].join(' ');

type Deps = {
  db: AppDb;
  bus: CounselorStatusBus;
  shutdown: ShutdownRegistry;
  logger: Logger;
  now: Clock;
  heartbeatMs?: number;
};

export function statusStreamRoutes({ db, bus, shutdown, logger, now, heartbeatMs }: Deps) {
  const events = createStatusEventsRepository(db);
  return new Hono().get(
    '/counselor-status',
    describeRoute({
      operationId: 'streamCounselorStatus',
      summary: 'Server-Sent Events stream of counselor status changes (public)',
      description,
      tags: ['counselors'],
      responses: {
        200: {
          description:
            'text/event-stream with Cache-Control: no-cache, no-transform and X-Accel-Buffering: no',
          content: { 'text/event-stream': { schema: jsonSchemaOf(v.string()) } },
        },
      },
    }),
    async (c) => {
      await bus.ready();
      const cleanups: Array<() => void> = [];
      const stream = createSseStream(() => {
        for (const cleanup of cleanups.splice(0)) cleanup();
      });
      let sent = 0;
      // The newest change this stream knows of: a resync sends what changed after it.
      let since = now();
      const send = (event: CounselorStatusEvent) => {
        sent += 1;
        const at = new Date(event.at);
        if (at > since) since = at;
        stream.send({ event: 'status', id: sent, data: JSON.stringify(event) });
      };
      cleanups.push(
        bus.subscribe({
          status: send,
          resync() {
            const from = since;
            events.changedSince(from).then(
              (changed) => {
                for (const event of changed) send(event);
              },
              (error: unknown) => logger.error('counselor status resync failed', error),
            );
          },
        }),
      );
      cleanups.push(shutdown.register(() => stream.close()));
      // The body's cancel does not always fire when a client drops (TOOLCHAIN trap 12).
      const signal = c.req.raw.signal;
      const onAbort = () => stream.close();
      signal.addEventListener('abort', onAbort);
      cleanups.push(() => signal.removeEventListener('abort', onAbort));

      stream.send({ event: 'connection', id: 0, data: JSON.stringify({ connected: true }) });
      const heartbeat = setInterval(() => {
        stream.send({ event: 'heartbeat', data: JSON.stringify({ time: Date.now() }) });
      }, heartbeatMs ?? STATUS_HEARTBEAT_MS);
      heartbeat.unref();
      cleanups.push(() => clearInterval(heartbeat));
      if (signal.aborted) stream.close();
      return new Response(stream.body, { status: 200, headers: SSE_HEADERS });
    },
  );
}
