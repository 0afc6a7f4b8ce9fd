import { COUNSELOR_STATUSES } from '@arcana/domain';

// OpenAPI entries of login, refresh, logout, GET /me, account deletion and the counselor
// profile (hand-built like document.ts; request rules live in @arcana/domain).

const json = (schema: object) => ({ 'application/json': { schema } });
const error = (description: string) => ({
  description,
  content: json({ $ref: '#/components/schemas/ErrorBody' }),
});
const user = { $ref: '#/components/schemas/User' };
const bearer = [{ bearerAuth: [] }];
const unauthenticated = error('No valid access token, or its session ended (UNAUTHENTICATED)');

const loginResponse = {
  type: 'object',
  required: ['user', 'accessToken', 'refreshToken', 'issuedAt', 'expiresIn'],
  properties: {
    user,
    accessToken: { type: 'string', description: 'HS256 JWT: sub, sid, roles, iat, exp' },
    refreshToken: { type: 'string', description: 'opaque; single use, valid 30 days' },
    issuedAt: { type: 'integer', description: 'epoch ms' },
    expiresIn: { type: 'integer', const: 3600, description: 'seconds' },
  },
};
const loginAnswer = { description: 'Logged in', content: json(loginResponse) };

export const authPaths = {
  '/api/auth/login': {
    post: {
      operationId: 'login',
      summary: 'ID and password login; stores the push token; starts a refresh family',
      requestBody: {
        required: true,
        content: json({
          type: 'object',
          required: ['username', 'password'],
          properties: {
            username: { type: 'string', maxLength: 64 },
            password: { type: 'string', maxLength: 128 },
            rememberMe: {
              type: 'boolean',
              default: false,
              description: 'family lives 1 year, else 30 days',
            },
            fcmToken: { type: 'string', maxLength: 4096 },
            appVersion: { type: 'string', maxLength: 64 },
          },
        }),
      },
      responses: {
        '200': loginAnswer,
        '400': error('Bad fields'),
        '401': error('INVALID_CREDENTIALS (also for an unknown ID)'),
        '403': error('ACCOUNT_DISABLED (right password, disabled account)'),
        '429': error(
          'TOO_MANY_ATTEMPTS with Retry-After: after 5 failures of an account (30 of an address) in 15 min each try waits 1 s, 2 s, 4 s … up to 15 min; at most 100 failures an hour per account',
        ),
      },
    },
  },
  '/api/auth/refresh': {
    get: {
      operationId: 'refreshTokens',
      summary: 'Trade the refresh token (as bearer) for a new pair; the old one dies',
      security: bearer,
      responses: {
        '200': loginAnswer,
        '401': error(
          'Unknown, expired or revoked token; reusing a traded token revokes its family',
        ),
      },
    },
  },
  '/api/auth/logout': {
    post: {
      operationId: 'logout',
      summary: 'Revoke the access token’s refresh family and forget the push token',
      security: [{ bearerAuth: [] }, {}],
      parameters: [{ name: 'fcm', in: 'query', required: false, schema: { type: 'string' } }],
      responses: { '204': { description: 'Logged out (also without a valid token)' } },
    },
  },
  '/api/client/me': {
    get: {
      operationId: 'getMe',
      security: bearer,
      responses: {
        '200': { description: 'The caller', content: json(user) },
        '401': unauthenticated,
      },
    },
  },
  '/api/client/me/delete': {
    post: {
      operationId: 'deleteAccount',
      summary: 'Anonymise the account; every session and push token ends at once',
      security: bearer,
      requestBody: {
        required: false,
        content: json({
          type: 'object',
          properties: {
            password: { type: 'string', maxLength: 128, description: 'checked when sent' },
            reason: { type: 'string', maxLength: 500 },
          },
        }),
      },
      responses: {
        '204': { description: 'Deleted' },
        '400': error('Bad fields, or a wrong password (field password)'),
        '401': unauthenticated,
      },
    },
  },
  '/api/client/counselor': {
    get: {
      operationId: 'getCounselor',
      summary: 'The caller’s counselor profile',
      security: bearer,
      responses: {
        '200': {
          description: 'Counselor',
          content: json({
            type: 'object',
            required: ['id', 'level', 'status', 'enabled'],
            properties: {
              id: { type: 'integer' },
              level: { type: 'integer', description: '0 = applying' },
              status: { enum: [...COUNSELOR_STATUSES] },
              enabled: { type: 'boolean' },
            },
          }),
        },
        '401': unauthenticated,
        '403': error('Not a COUNSELOR (FORBIDDEN)'),
        '404': error('COUNSELOR role without a counselor profile'),
      },
    },
  },
};
