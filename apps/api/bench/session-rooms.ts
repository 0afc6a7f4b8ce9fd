// Benchmark (not a test): R session rooms on one api process, both parties of each room holding
// the room stream and exchanging chat messages.
//
//   pnpm --filter @arcana/api bench:rooms -- --rooms 500 [--rounds 4] [--in-flight 50] [--deadline 300]
//
// Starts src/server.ts (PGlite in a temp folder, or DATABASE_URL when set), logs in as
// demo-user and demo-counselor and makes R IN_PROGRESS sessions between them through the dev
// route (the server treats every room on its own: its own stream pair, presence leases, fan-out),
// opens both sides' room streams (2R connections), then runs `rounds` rounds in which every room's
// user sends a message and its counselor answers the moment it arrives. A delivery is timed from
// the start of the sender's POST to the other side's `message` event. Reports p50/p99 delivery,
// messages per second, and the api's RSS per room (the VmRSS growth while the second half of
// the rooms opens its streams).

import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startApi } from './api-process';
import { percentile, settledRssKb } from './measures';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    rooms: { type: 'string', default: '500' },
    rounds: { type: 'string', default: '4' },
    'in-flight': { type: 'string', default: '50' },
    deadline: { type: 'string', default: '300' },
  },
  allowPositionals: true,
});
const ROOMS = Number(values.rooms);
const ROUNDS = Number(values.rounds);
const IN_FLIGHT = Number(values['in-flight']);
const DEADLINE_MS = Number(values.deadline) * 1_000;
const startedAt = Date.now();
const leftMs = () => DEADLINE_MS - (Date.now() - startedAt);

type Side = 'USER' | 'COUNSELOR';
type Login = { authorization: string; userId: number };
type Stream = { ended: boolean; request: http.ClientRequest };

const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

function call(
  port: number,
  method: string,
  path: string,
  body: unknown,
  authorization?: string,
): Promise<{ status: number; json: unknown }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent,
        headers: {
          ...(payload ? { 'Content-Type': 'application/json' } : {}),
          ...(authorization ? { Authorization: authorization } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          resolve({ status, json: text ? JSON.parse(text) : null });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function login(port: number, username: string): Promise<Login> {
  const { status, json } = await call(port, 'POST', '/api/auth/login', {
    username,
    password: 'demo1234!',
  });
  if (status !== 200) throw new Error(`login ${username}: ${status}`);
  const body = json as { accessToken: string; user: { id: number } };
  return { authorization: `Bearer ${body.accessToken}`, userId: body.user.id };
}

/** Opens one side's room stream; `onMessage(id, senderType, clientId)` for each message event. */
function openStream(
  port: number,
  sessionId: number,
  side: Side,
  authorization: string,
  onMessage: (clientId: string, at: number) => void,
): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream = { ended: false } as Stream;
    stream.request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `/api/client/sse/counseling/sessions/${sessionId}?senderType=${side}`,
        agent: new http.Agent({ keepAlive: false }),
        headers: { Authorization: authorization },
      },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`room stream ${sessionId} ${side}: ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (text: string) => {
          const at = Date.now();
          buffer += text;
          let split = buffer.indexOf('\n\n');
          while (split !== -1) {
            const block = buffer.slice(0, split);
            buffer = buffer.slice(split + 2);
            split = buffer.indexOf('\n\n');
            if (block.startsWith('event: ready')) resolve(stream);
            else if (block.startsWith('event: message')) {
              const data = block
                .split('\n')
                .filter((line) => line.startsWith('data: '))
                .map((line) => line.slice(6))
                .join('\n');
              const message = JSON.parse(data) as { clientId: string; senderType: Side };
              if (message.senderType !== side) onMessage(message.clientId, at);
            }
          }
        });
        response.on('close', () => {
          stream.ended = true;
        });
      },
    );
    stream.request.on('error', (error) => {
      stream.ended = true;
      reject(error);
    });
  });
}

/** Runs `tasks` with at most `limit` under way. */
async function pooled(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length && leftMs() > 0) {
      const task = tasks[next];
      next += 1;
      await task?.();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

async function main() {
  const folder = await mkdtemp(join(tmpdir(), 'arcana-bench-rooms-'));
  const env: Record<string, string> = process.env.DATABASE_URL
    ? { DATABASE_URL: process.env.DATABASE_URL }
    : { DATA_DIR: join(folder, 'pglite') };
  const api = await startApi(env);
  const pid = api.child.pid ?? 0;
  const streams: Stream[] = [];
  try {
    const user = await login(api.port, 'demo-user');
    const counselor = await login(api.port, 'demo-counselor');
    // The dev route answers the counselor row of a user that already is one (it changes nothing).
    const made = await call(api.port, 'POST', '/api/dev/counselors', { userId: counselor.userId });
    const counselorId = (made.json as { counselorId: number }).counselorId;

    const sessionIds: number[] = [];
    await pooled(
      Array.from({ length: ROOMS }, () => async () => {
        const created = await call(api.port, 'POST', '/api/dev/sessions', {
          userId: user.userId,
          counselorId,
          status: 'IN_PROGRESS',
          startTime: new Date().toISOString(),
          type: 'CHAT',
        });
        if (created.status !== 201) {
          throw new Error(`dev session: ${created.status} ${JSON.stringify(created.json)}`);
        }
        sessionIds.push((created.json as { id: number }).id);
      }),
      20,
    );
    const rssBeforeKb = await settledRssKb(pid);

    // clientId → when its POST started; the other side's receipt closes the timing.
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const arrived = new Map<string, () => void>();
    const onMessage = (clientId: string, at: number) => {
      const start = sentAt.get(clientId);
      if (start === undefined) return;
      sentAt.delete(clientId);
      latencies.push(at - start);
      arrived.get(clientId)?.();
      arrived.delete(clientId);
    };
    // Memory per room: the streams open in two halves and the figure is the second half's
    // growth, so the garbage that creating the sessions left (collected while the first half
    // opens) does not count against the rooms.
    const openRooms = (ids: number[]) =>
      pooled(
        ids.flatMap((id) => [
          async () => {
            streams.push(await openStream(api.port, id, 'USER', user.authorization, onMessage));
          },
          async () => {
            streams.push(
              await openStream(api.port, id, 'COUNSELOR', counselor.authorization, onMessage),
            );
          },
        ]),
        50,
      );
    const half = Math.floor(sessionIds.length / 2);
    const openStart = Date.now();
    await openRooms(sessionIds.slice(0, half));
    const rssHalfKb = await settledRssKb(pid);
    await openRooms(sessionIds.slice(half));
    const openSeconds = (Date.now() - openStart) / 1_000;
    const rssAfterKb = await settledRssKb(pid);

    let sent = 0;
    let failed = 0;
    const send = async (sessionId: number, from: Login, text: string) => {
      const clientId = `bench-${sessionId}-${sent}-${Math.random().toString(36).slice(2, 10)}`;
      const delivered = new Promise<void>((resolve) => {
        arrived.set(clientId, resolve);
        setTimeout(resolve, 30_000).unref();
      });
      sentAt.set(clientId, Date.now());
      sent += 1;
      const posted = await call(
        api.port,
        'POST',
        `/api/client/counseling/sessions/${sessionId}/messages`,
        { content: text, clientId },
        from.authorization,
      );
      if (posted.status !== 201) {
        failed += 1;
        sentAt.delete(clientId);
        arrived.get(clientId)?.();
        return;
      }
      await delivered;
    };
    const exchangeStart = Date.now();
    for (let round = 0; round < ROUNDS && leftMs() > 0; round += 1) {
      await pooled(
        sessionIds.map((id) => async () => {
          await send(id, user, `요즘 마음이 복잡해요 (${round + 1})`);
          await send(id, counselor, `천천히 이야기해 주세요 (${round + 1})`);
        }),
        IN_FLIGHT,
      );
    }
    const exchangeSeconds = (Date.now() - exchangeStart) / 1_000;
    latencies.sort((a, b) => a - b);
    const held = streams.filter((stream) => !stream.ended).length;
    const figures = {
      date: new Date().toISOString(),
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      cores: cpus().length,
      rooms: sessionIds.length,
      streamsHeld: held,
      openSeconds: Number(openSeconds.toFixed(1)),
      apiRssBeforeMiB: Number((rssBeforeKb / 1024).toFixed(1)),
      apiRssAfterMiB: Number((rssAfterKb / 1024).toFixed(1)),
      apiRssHalfMiB: Number((rssHalfKb / 1024).toFixed(1)),
      apiRssPerRoomKiB: Number(
        ((rssAfterKb - rssHalfKb) / Math.max(1, sessionIds.length - half)).toFixed(1),
      ),
      messagesSent: sent,
      messagesFailed: failed,
      deliveries: latencies.length,
      messagesPerSecond: Number((latencies.length / exchangeSeconds).toFixed(0)),
      deliveryP50Ms: percentile(latencies, 50),
      deliveryP99Ms: percentile(latencies, 99),
      deliveryMaxMs: latencies.at(-1) ?? Number.NaN,
      totalSeconds: Number(((Date.now() - startedAt) / 1_000).toFixed(1)),
      deadlineReached: leftMs() <= 0,
    };
    process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
  } finally {
    for (const stream of streams) stream.request.destroy();
    const exited = new Promise((resolve) => api.child.once('exit', resolve));
    api.child.kill('SIGTERM');
    const force = setTimeout(() => api.child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(force);
    agent.destroy();
    await rm(folder, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
