import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import type { Database } from './db/database';
import { users } from './db/schema';
import { createSessionService } from './features/accounts/session-service';
import { createCounselorsRepository } from './features/counselors';
import type { Logger } from './lib/logger';
import { createSocialProviderClients } from './providers/social/oidc-social-provider';
import { verifiedToken } from './test/codes';
import { createTestDatabase } from './test/db';
import { testEnv } from './test/env';
import { bookableCounselor } from './test/orders';
import { listRoutes } from './test/routes';
import { followConsent, startSocialStandIns } from './test/social';
import { createTestUser } from './test/users';
import {
  type FuzzContext,
  type FuzzUser,
  type ValidRequest,
  WRITE_ROUTES,
} from './test/write-route-bodies';

// "Bad input anywhere → 4xx, never 500": a property-based fuzz (fast-check) over every write
// route of the app, over a real loopback server so a crash or a reset connection shows. Each
// run picks a route and a hostile request: fields of the route's own body replaced by wrong
// types, huge or odd strings (NUL, controls, lone surrogates, RTL marks, emoji), nesting 10,000
// deep, arrays instead of objects, malformed JSON, wrong content types, odd query strings and
// path parameters. Every answer must be below 500, arrive (no dropped connection) and leave no
// error-level log line; afterwards every route still answers its valid request with 2xx (303
// for one whose answer is a redirect, entry.seeOther), so a route that refused everything with
// 400 would fail. The seed is fixed: a failure prints the
// counterexample, and the same seed replays it.

// FUZZ_SEED / FUZZ_RUNS explore further by hand; the suite always runs the fixed ones.
const SEED = Number(process.env.FUZZ_SEED ?? 20_250_301);
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 400);

const errorLines: string[] = [];
const capturingLogger: Logger = {
  info: () => {},
  error: (line, error) => {
    errorLines.push(`${line} ${error instanceof Error ? error.stack : String(error ?? '')}`);
  },
};

let database: Database;
let standIns: Awaited<ReturnType<typeof startSocialStandIns>>;
let server: ReturnType<typeof serve>;
let base: string;
let uploadDir: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  standIns = await startSocialStandIns();
  uploadDir = await mkdtemp(join(tmpdir(), 'arcana-fuzz-uploads-'));
  const env = testEnv({ social: standIns.social, uploadDir });
  app = createApp({
    env,
    database,
    logger: capturingLogger,
    providers: { social: createSocialProviderClients(env.social, { allowInsecureRequests: true }) },
  });
  server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await standIns.close();
  await database.close();
  await rm(uploadDir, { recursive: true, force: true });
});

// --- The app's write routes and the table of valid requests ---------------------------------

function writeRoutes() {
  return listRoutes(app, { prefixes: ['/api/'], methods: ['POST', 'PUT', 'PATCH', 'DELETE'] });
}

// --- Accounts and other things a request needs ----------------------------------------------

let mobileCounter = 0;
const freshMobile = () =>
  `0108${String(process.pid % 1000).padStart(3, '0')}${String(++mobileCounter).padStart(4, '0')}`;

async function freshUser({ counselor = false, admin = false } = {}): Promise<FuzzUser> {
  const row = await createTestUser(database.db, {
    roles: ['USER', ...(counselor ? ['COUNSELOR'] : []), ...(admin ? ['ADMIN'] : [])],
  });
  // createTestUser's mobiles are not 010 numbers; recovery by mobile needs a real-looking one.
  const mobile = freshMobile();
  await database.db.update(users).set({ mobile }).where(eq(users.id, row.id));
  let counselorId: number | undefined;
  if (counselor) {
    const counselors = createCounselorsRepository(database.db);
    await counselors.insertIfMissing({ userId: row.id, level: 1, status: 'ON' });
    counselorId = (await counselors.findByUserId(row.id))?.id;
  }
  const sessions = createSessionService({ db: database.db, env: testEnv() });
  const { accessToken } = await sessions.issue(row.id, { rememberMe: false });
  return { id: row.id, username: row.username ?? '', mobile, token: accessToken, counselorId };
}

async function send(
  method: string,
  path: string,
  options: {
    token?: string;
    body?: RequestInit['body'];
    contentType?: string | null;
    redirect?: RequestInit['redirect'];
  } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.contentType) headers['Content-Type'] = options.contentType;
  return fetch(`${base}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(options.redirect ? { redirect: options.redirect } : {}),
  });
}

/**
 * A valid request as the route's table entry builds it. `redirect: 'manual'` (a route that
 * answers 303 by design): the 303 itself is the answer; following it would ask this api for
 * the web app's page.
 */
function sendValid(method: string, request: ValidRequest, redirect?: RequestInit['redirect']) {
  const { body, path, token } = request;
  if (body instanceof FormData) return send(method, path, { token, body, redirect });
  if (body === undefined) return send(method, path, { token, redirect });
  const json = JSON.stringify(body);
  return send(method, path, { token, body: json, contentType: 'application/json', redirect });
}

const png = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

const context: FuzzContext = {
  user: (options) => freshUser(options),
  freshMobile,
  request: (path, init) => fetch(`${base}${path}`, init),
  async product() {
    const { counselor, product, userId } = await bookableCounselor(database);
    const sessions = createSessionService({ db: database.db, env: testEnv() });
    const { accessToken } = await sessions.issue(userId, { rememberMe: false });
    return { productId: product.id, counselorId: counselor.id, counselorToken: accessToken };
  },
  verifiedToken: (mobile, purpose) =>
    verifiedToken({ request: (path, init) => fetch(`${base}${path}`, init) }, mobile, purpose),
  async imageForm() {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(await png())], 'star.png', { type: 'image/png' }));
    return form;
  },
  async uploadId(token) {
    const answer = await context.call('POST', '/api/client/uploads', {
      token,
      body: await context.imageForm(),
    });
    return answer.uploadId;
  },
  async notificationId(userId, audience) {
    const type = audience === 'USER' ? 'PAYMENT' : 'SESSION_REQUESTED';
    const body = { audience, userId, type, title: '알림', content: '내용' };
    return (await context.call('POST', '/api/dev/notifications', { body })).id;
  },
  async consent(url) {
    standIns.kakao.nextPerson({ subject: `fuzz-${++mobileCounter}` });
    const { code, state } = await followConsent(url);
    return { code, state };
  },
  async call(method, path, { token, body } = {}) {
    const response =
      body instanceof FormData
        ? await send(method, path, { token, body })
        : await sendValid(method, { path, token, body });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path} → ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  },
};

// --- Hostile requests ------------------------------------------------------------------------

/** Single characters that have broken parsers, databases and logs somewhere. */
const oddCharacter = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\t',
  '\n',
  '\r',
  '\u2028',
  '\u2029',
  '\u200f', // right-to-left mark
  '\u202e', // right-to-left override
  '\ud800', // lone high surrogate
  '\udfff', // lone low surrogate
  '\ufeff',
  '\ufffe',
  '\uffff',
  '🔮',
  '👩‍💻',
  '가',
  '"',
  '\\',
  '%',
  "'",
);

const oddString = fc.oneof(
  fc.string({ unit: fc.oneof(oddCharacter, fc.string({ unit: 'binary', maxLength: 1 })) }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom('', ' ', 'null', '0', '-1', "' OR 1=1 --", '../../etc/passwd', '%00', '{}'),
);

/** Raw JSON text of a value nested `depth` levels deep. */
const nested = (depth: number, open: '[' | '{"a":') =>
  open === '['
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${open.repeat(depth)}1${'}'.repeat(depth)}`;

const deepValue = fc
  .tuple(fc.constantFrom(10, 1_000, 10_000), fc.constantFrom('[' as const, '{"a":' as const))
  .map(([depth, open]) => nested(depth, open));

/** Rarely: a string of about 100 KB, just under the 1 MB limit, or over it (2 MB). */
const hugeString = fc
  .constantFrom(100_000, 1_040_000, 2 * 1024 * 1024)
  .map((length) => JSON.stringify(`${'a'.repeat(length - 1)}\u0000`));

/** Raw JSON text of a field value: wrong types, odd and huge strings, deep nesting. */
const fieldValue = fc.oneof(
  { weight: 4, arbitrary: oddString.map((value) => JSON.stringify(value)) },
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('1e309', '-0', '9007199254740993', '-1', '0.5', '1e-400'),
  },
  { weight: 1, arbitrary: deepValue },
  { weight: 1, arbitrary: hugeString },
);

const malformedJson = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '{"a":}',
    '[1,2',
    '\ufeff{}',
    'NaN',
    '{"a":1}garbage',
    'null null',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    "{'a':1}",
    '"\\x00"',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

type BodyCase = { kind: 'fields'; fields: [string, string][] } | { kind: 'raw'; text: string };

function bodyCase(sample: Record<string, unknown> | null): fc.Arbitrary<BodyCase> {
  const keys = Object.keys(sample ?? { username: 'x' });
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...keys) },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'a\u0000b', 'x\ny') },
    { weight: 1, arbitrary: oddString },
  );
  const mutated = fc
    .array(fc.tuple(key, fieldValue), { minLength: 1, maxLength: 3 })
    .map((changes): BodyCase => {
      const fields = new Map<string, string>(
        Object.entries(sample ?? {}).map(([name, value]) => [name, JSON.stringify(value)]),
      );
      for (const [name, value] of changes) fields.set(name, value);
      return { kind: 'fields', fields: [...fields] };
    });
  const whole = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    fc.constantFrom('[]', 'null', '0', '"text"', 'true', '[{}]'),
    deepValue,
    malformedJson,
  );
  return fc.oneof(
    { weight: 5, arbitrary: mutated },
    { weight: 2, arbitrary: whole.map((text): BodyCase => ({ kind: 'raw', text })) },
  );
}

function bodyText(body: BodyCase): string {
  if (body.kind === 'raw') return body.text;
  // Built from raw pieces: a 10,000-deep value would overflow JSON.stringify of an object.
  return `{${body.fields.map(([name, value]) => `${JSON.stringify(name)}:${value}`).join(',')}}`;
}

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      null,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=----fuzz',
      'multipart/form-data',
      'application/json; charset=utf-16',
      'application/vnd.api+json',
      'application/xml',
    ),
  },
);

/** Percent-encodes a string byte by byte, lone surrogates as the invalid UTF-8 of one. */
function encodeLoosely(value: string): string {
  let out = '';
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    out +=
      code >= 0xd800 && code <= 0xdfff
        ? '%ED%A0%80'
        : [...Buffer.from(character, 'utf8')]
            .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
            .join('');
  }
  return out;
}

const encodedOdd = fc.oneof(
  oddString.map(encodeLoosely),
  fc.constantFrom('%00', '%ED%A0%80', '%FF', '%', '%E0%A4%A', '99999999999999999999', '-1'),
);

const query = fc.option(
  fc
    .tuple(fc.constantFrom('fcm', 'title', 'message', 'lastEventId', 'x', '%00'), encodedOdd)
    .map(([name, value]) => `${name}=${value}`),
  { nil: null },
);

const requestCase = (sample: Record<string, unknown> | null) =>
  fc.record({
    body: bodyCase(sample),
    contentType,
    query,
    param: fc.option(encodedOdd, { nil: null }),
  });

function concreteFuzzPath(path: string, param: string | null, queryText: string | null) {
  const concrete = path.replace(/:\w+(\{[^}]*\})?/g, (_match, pattern: string | undefined) => {
    // A parameter with a pattern ({[0-9]+}) only routes digits: anything else is a 404.
    if (param !== null && !pattern) return param;
    return path.includes('socials') ? 'KAKAO' : '1';
  });
  return queryText === null ? concrete : `${concrete}?${queryText}`;
}

// --- The tests -------------------------------------------------------------------------------

describe('the walk', () => {
  it('has a valid request for every write route of the app, and none for a route that is gone', () => {
    const keys = writeRoutes().map(({ key }) => key);
    expect(keys).toEqual(expect.arrayContaining(['POST /api/auth/login', 'POST /api/dev/echo']));
    expect(keys.filter((key) => !WRITE_ROUTES[key])).toEqual([]);
    expect(Object.keys(WRITE_ROUTES).filter((key) => !keys.includes(key))).toEqual([]);
  });
});

describe('hostile requests to every write route', () => {
  it(`never answer 5xx, drop the connection or log an error (seed ${SEED}, ${NUM_RUNS} runs)`, async () => {
    const routes = writeRoutes();
    const cases = fc.oneof(
      ...routes.map(({ method, path, key }) =>
        requestCase(WRITE_ROUTES[key]?.sample ?? null).map((request) => ({
          method,
          path,
          key,
          ...request,
        })),
      ),
    );
    await fc.assert(
      fc.asyncProperty(cases, async (request) => {
        const entry = WRITE_ROUTES[request.key];
        const { token } = await freshUser({
          counselor: entry?.counselor ?? true,
          admin: entry?.admin ?? false,
        });
        const path = concreteFuzzPath(request.path, request.param, request.query);
        const body = bodyText(request.body);
        let response: Response;
        try {
          response = await send(request.method, path, {
            token,
            body,
            contentType: request.contentType,
          });
        } catch (error) {
          throw new Error(
            `${request.method} ${path}: no answer (${String(error)} ${String((error as { cause?: unknown }).cause)})`,
          );
        }
        const text = await response.text();
        const where = `${request.method} ${path} → ${response.status} ${text.slice(0, 300)}`;
        expect(response.status, where).toBeLessThan(500);
        expect(errorLines, where).toEqual([]);
        if (response.status >= 400) {
          const error = JSON.parse(text) as { status: number; code: string; message: string };
          expect(error.status, where).toBe(response.status);
          expect(error.code, where).toMatch(/^[A-Z_]+$/);
          expect(error.message, where).toMatch(/[가-힣]/);
        }
      }),
      { seed: SEED, numRuns: NUM_RUNS, endOnFailure: true },
    );
  }, 240_000);
});

describe('after the fuzz, every write route answers its valid request', () => {
  it.each(Object.keys(WRITE_ROUTES))('%s → 2xx', async (key) => {
    const entry = WRITE_ROUTES[key]!;
    const method = key.split(' ')[0]!;
    const redirect = entry.seeOther ? 'manual' : undefined;
    const response = await sendValid(method, await entry.valid(context), redirect);
    const text = await response.text();
    if (entry.seeOther) {
      expect(response.status, text.slice(0, 300)).toBe(303);
      expect(response.headers.get('Location')).toBeTruthy();
    } else {
      expect(response.status, text.slice(0, 300)).toBeGreaterThanOrEqual(200);
      expect(response.status, text.slice(0, 300)).toBeLessThan(300);
    }
    expect(errorLines).toEqual([]);
  });
});
