import { loginRequestSchema, loginResponseSchema } from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { AppError } from '../../lib/app-error';
import { clientAddress } from '../../lib/client-address';
import { messages } from '../../lib/messages';
import { answer, bearerAuth, errorAnswer, jsonSchemaOf } from '../../lib/openapi';
import { isAcceptableText } from '../../lib/text-policy';
import { validate } from '../../lib/validate';
import { bearerToken } from '../../middleware/auth';
import type { FcmTokensRepository } from './fcm-tokens-repository';
import type { LoginService } from './login-service';
import type { SessionService } from './session-service';

// A push token longer than any real one is ignored rather than refused: logout always works.
const FCM_TOKEN_MAX_LENGTH = 4096;

const loggedIn = answer(
  'Logged in: the User, an access token (HS256 JWT, 3600 s) and a single-use refresh token (30 days)',
  loginResponseSchema,
);

/** /api/auth: login, refresh and logout (DESIGN "Tokens"). */
export function authRoutes(deps: {
  logins: LoginService;
  sessions: SessionService;
  fcmTokens: FcmTokensRepository;
  /** Env `trustProxyHops`: whether X-Forwarded-For names the throttled address. */
  trustProxyHops?: number;
}) {
  return new Hono()
    .post(
      '/login',
      describeRoute({
        operationId: 'login',
        summary: 'ID and password login; stores the push token; starts a refresh family',
        tags: ['auth'],
        responses: {
          200: loggedIn,
          400: errorAnswer('Bad fields'),
          401: errorAnswer('INVALID_CREDENTIALS (also for an unknown ID)'),
          403: errorAnswer('ACCOUNT_DISABLED (right password, disabled account)'),
          429: errorAnswer(
            'TOO_MANY_ATTEMPTS with Retry-After: after 5 failures of an account (30 of an address) in 15 min each try waits 1 s, 2 s, 4 s … up to 15 min; at most 100 failures an hour per account',
          ),
        },
      }),
      validate('json', loginRequestSchema),
      async (c) => {
        return c.json(
          await deps.logins.login(c.req.valid('json'), clientAddress(c, deps.trustProxyHops)),
        );
      },
    )
    .get(
      '/refresh',
      describeRoute({
        operationId: 'refreshTokens',
        summary: 'Trade the refresh token (as bearer) for a new pair; the old one dies',
        tags: ['auth'],
        security: bearerAuth,
        responses: {
          200: loggedIn,
          401: errorAnswer(
            'Unknown, expired or revoked token; reusing a traded token revokes its family',
          ),
        },
      }),
      async (c) => {
        const token = bearerToken(c.req.header('Authorization'));
        if (!token) throw new AppError(401, 'UNAUTHENTICATED', messages.auth.sessionExpired);
        return c.json(await deps.sessions.refresh(token));
      },
    )
    .post(
      '/logout',
      describeRoute({
        operationId: 'logout',
        summary: 'Revoke the access token’s refresh family and forget the push token',
        tags: ['auth'],
        security: [...bearerAuth, {}],
        parameters: [
          {
            name: 'fcm',
            in: 'query',
            required: false,
            description: 'the push token of this device; a longer one is ignored',
            schema: jsonSchemaOf(v.pipe(v.string(), v.maxLength(FCM_TOKEN_MAX_LENGTH))),
          },
        ],
        responses: { 204: { description: 'Logged out (also without a valid token)' } },
      }),
      async (c) => {
        // Answers 204 whatever it is given: a client must always be able to log out locally.
        const token = bearerToken(c.req.header('Authorization'));
        const familyId = token ? await deps.sessions.familyOf(token) : null;
        if (familyId) await deps.sessions.revokeFamily(familyId);
        // The device holds its push token, so holding it is proof enough to stop the pushes.
        // A token the text policy refuses cannot have been stored, and a NUL would make the
        // query fail: it is ignored like an over-long one.
        const fcm = c.req.query('fcm');
        if (fcm && fcm.length <= FCM_TOKEN_MAX_LENGTH && isAcceptableText(fcm)) {
          await deps.fcmTokens.remove(fcm);
        }
        return c.body(null, 204);
      },
    );
}
