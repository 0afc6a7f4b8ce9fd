import { Validator } from '@seriousme/openapi-schema-validator';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../../app';
import { silentLogger } from '../../lib/logger';
import { answer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { listRoutes } from '../../test/routes';

// DESIGN "API conventions": /api/openapi.json is generated from the routes and the schemas they
// validate with, and matches the mounted routes both ways, in development and in production.

type Operation = {
  summary?: string;
  security?: unknown[];
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: unknown }>;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<
    string,
    { description?: string; content?: Record<string, { schema?: object }> }
  >;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>>; securitySchemes: object };
};

const database = await createTestDatabase();
const newApp = (production: boolean) =>
  createApp({ env: testEnv({ production }), database, logger: silentLogger });
const development = newApp(false);
const production = newApp(true);

afterAll(async () => {
  await database.close();
});

async function documentOf(app: App): Promise<Document> {
  const response = await app.request('/api/openapi.json');
  expect(response.status).toBe(200);
  return (await response.json()) as Document;
}

/** `:id` and `:id{[0-9]+}` → `{id}`, as OpenAPI writes a path parameter. */
const toOpenApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

/**
 * What the two lists disagree on. A route counts as documented only when it has a summary, so
 * one that validates input but lacks describeRoute (hono-openapi still lists it, from the
 * validator) is reported as undocumented.
 */
function compare(app: App, document: Document) {
  const mounted = listRoutes(app, { prefixes: ['/'] }).map(
    ({ method, path }) => `${method.toLowerCase()} ${toOpenApiPath(path)}`,
  );
  const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method} ${path}`),
  );
  const described = new Set(
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.summary)
        .map(([method]) => `${method} ${path}`),
    ),
  );
  return {
    undocumented: mounted.filter((operation) => !described.has(operation)),
    notMounted: listed.filter((operation) => !mounted.includes(operation)),
  };
}

describe.each([
  { mode: 'development', app: development },
  { mode: 'production', app: production },
])('the $mode document', ({ app }) => {
  it('documents every mounted route and names no route that is not mounted', async () => {
    expect(compare(app, await documentOf(app))).toEqual({ undocumented: [], notMounted: [] });
  });

  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(await documentOf(app));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has a description on every response and resolves every $ref', async () => {
    const document = await documentOf(app);
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        for (const response of Object.values(operation.responses)) {
          expect(response.description).toBeTruthy();
        }
      }
    }
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    const names = new Set(refs.map((ref) => ref.slice('"$ref":"'.length, -1)));
    for (const name of names) {
      expect(name).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas).toHaveProperty(name.split('/').at(-1) as string);
    }
  });
});

describe('the both-ways check', () => {
  it('lists the dev routes only where they are mounted', async () => {
    const dev = Object.keys((await documentOf(development)).paths);
    const prod = Object.keys((await documentOf(production)).paths);
    expect(dev).toEqual(expect.arrayContaining(['/api/dev/ping', '/api/dev/outbox']));
    expect(prod.filter((path) => path.startsWith('/api/dev/'))).toEqual([]);
    expect(prod).toEqual(expect.arrayContaining(['/api/health', '/api/client/me']));
  });

  it('reports a route added without describeRoute, with or without validate()', async () => {
    const app = newApp(true);
    app.get('/api/public/bare', (c) => c.text('bare'));
    app.post('/api/public/validated', validate('json', v.object({ a: v.string() })), (c) =>
      c.text('validated'),
    );
    expect(compare(app, await documentOf(app)).undocumented).toEqual([
      'get /api/public/bare',
      'post /api/public/validated',
    ]);
  });

  it('accepts a route once it declares its doc', async () => {
    const app = newApp(true);
    app.get(
      '/api/public/described/:id',
      describeRoute({
        summary: 'A described route',
        responses: { 200: answer('Pong', v.object({ pong: v.boolean() })) },
      }),
      (c) => c.json({ pong: true }),
    );
    const document = await documentOf(app);
    expect(compare(app, document)).toEqual({ undocumented: [], notMounted: [] });
    expect(document.paths['/api/public/described/{id}']?.get?.parameters).toEqual([
      { in: 'path', name: 'id', required: true, schema: { type: 'string' } },
    ]);
  });

  it('reports a documented path that is not mounted', async () => {
    const document = structuredClone(await documentOf(production));
    document.paths['/api/public/ghost'] = { get: { summary: 'Gone', responses: {} } };
    expect(compare(production, document).notMounted).toEqual(['get /api/public/ghost']);
  });

  it('is a real validator: a response without a description fails it', async () => {
    const document = structuredClone(await documentOf(production));
    const health = document.paths['/api/health']?.get;
    if (!health) throw new Error('no GET /api/health');
    health.responses['200'] = {};
    expect((await new Validator().validate(document)).valid).toBe(false);
  });
});

// Facts the domain schemas decide, so a field changed in domain changes the document.
describe('generated from the schemas', () => {
  it('takes the login body from loginRequestSchema', async () => {
    const login = (await documentOf(production)).paths['/api/auth/login']?.post;
    expect(login?.summary).toBe(
      'ID and password login; stores the push token; starts a refresh family',
    );
    expect(login?.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      required: ['username', 'password'],
      properties: {
        username: { type: 'string', minLength: 1, maxLength: 64 },
        password: { type: 'string', minLength: 1, maxLength: 128 },
        rememberMe: { type: 'boolean', default: false },
        fcmToken: { type: 'string', maxLength: 4096 },
        appVersion: { type: 'string', maxLength: 64 },
      },
    });
  });

  it('answers errors with the shared ErrorBody from apiErrorBodySchema', async () => {
    const document = await documentOf(production);
    const login = document.paths['/api/auth/login']?.post;
    expect(login?.responses['401']).toEqual({
      description: 'INVALID_CREDENTIALS (also for an unknown ID)',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    });
    expect(document.components.schemas.ErrorBody).toMatchObject({
      type: 'object',
      required: ['status', 'code', 'message'],
      properties: {
        status: { type: 'integer', minimum: 400, maximum: 599 },
        errors: { type: 'array' },
      },
    });
    // A validated route that names no 400 of its own still answers with ErrorBody.
    const echo = (await documentOf(development)).paths['/api/dev/echo']?.post;
    expect(echo?.responses['400']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
  });

  it('names the shared answers once and refers to them', async () => {
    const document = await documentOf(production);
    const login = document.paths['/api/auth/login']?.post;
    expect(login?.responses['200']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/LoginResponse',
    });
    expect(document.components.schemas.LoginResponse).toMatchObject({
      properties: { user: { $ref: '#/components/schemas/User' } },
    });
    expect(document.components.schemas.User).toMatchObject({
      required: expect.arrayContaining(['id', 'username', 'roles', 'identityVerified']),
    });
  });

  it('takes query parameters from the schema the route validates with', async () => {
    const list = (await documentOf(production)).paths['/api/client/me/notifications']?.get;
    expect(list?.parameters).toEqual([
      expect.objectContaining({ name: 'limit', in: 'query', schema: expect.any(Object) }),
      expect.objectContaining({
        name: 'sort',
        in: 'query',
        schema: { type: 'string', enum: ['ASC', 'DESC'], default: 'DESC' },
      }),
      expect.objectContaining({ name: 'lastId', in: 'query' }),
    ]);
  });

  it('puts the bearer scheme and 401 on every /api/client route, 403 where a role is checked', async () => {
    const document = await documentOf(production);
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/client/')) continue;
      for (const operation of Object.values(operations)) {
        expect(operation.security).toEqual([{ bearerAuth: [] }]);
        expect(operation.responses['401']?.description).toMatch(/UNAUTHENTICATED/);
        // /api/client/counselor-categories is for every user; only the counselor's own paths check the role.
        const counselorOnly = /^\/api\/client\/counselor(\/|$)/.test(path);
        expect('403' in operation.responses || !counselorOnly).toBe(true);
      }
    }
    expect(document.components.securitySchemes).toEqual({
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      cookieAuth: { type: 'apiKey', in: 'cookie', name: 'accessToken' },
    });
  });

  it('describes the streams as text/event-stream behind the accessToken cookie', async () => {
    const stream = (await documentOf(production)).paths['/api/sse/counselor/notifications']?.get;
    expect(stream?.security).toEqual([{ cookieAuth: [] }]);
    expect(Object.keys(stream?.responses['200']?.content ?? {})).toEqual(['text/event-stream']);
    expect(Object.keys(stream?.responses ?? {})).toEqual(['200', '401', '403']);
  });

  it('describes the upload form with its file', async () => {
    const upload = (await documentOf(production)).paths['/api/client/uploads']?.post;
    expect(upload?.requestBody?.content['multipart/form-data']?.schema).toMatchObject({
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
  });

  it('is generated once per app', async () => {
    const first = await (await production.request('/api/openapi.json')).text();
    const second = await (await production.request('/api/openapi.json')).text();
    expect(second).toBe(first);
  });
});
