import { loginRequestSchema } from '@arcana/domain';
import { Hono } from 'hono';
import { AppError } from '../../lib/app-error';
import { clientAddress } from '../../lib/client-address';
import { messages } from '../../lib/messages';
import { isAcceptableText } from '../../lib/text-policy';
import { validate } from '../../lib/validate';
import { bearerToken } from '../../middleware/auth';
import type { FcmTokensRepository } from './fcm-tokens-repository';
import type { LoginService } from './login-service';
import type { SessionService } from './session-service';

// A push token longer than any real one is ignored rather than refused: logout always works.
const FCM_TOKEN_MAX_LENGTH = 4096;

/** /api/auth: login, refresh and logout (DESIGN "Tokens"). */
export function authRoutes(deps: {
  logins: LoginService;
  sessions: SessionService;
  fcmTokens: FcmTokensRepository;
  /** Env `trustProxyHops`: whether X-Forwarded-For names the throttled address. */
  trustProxyHops?: number;
}) {
  return new Hono()
    .post('/login', validate('json', loginRequestSchema), async (c) => {
      return c.json(
        await deps.logins.login(c.req.valid('json'), clientAddress(c, deps.trustProxyHops)),
      );
    })
    .get('/refresh', async (c) => {
      const token = bearerToken(c.req.header('Authorization'));
      if (!token) throw new AppError(401, 'UNAUTHENTICATED', messages.auth.sessionExpired);
      return c.json(await deps.sessions.refresh(token));
    })
    .post('/logout', async (c) => {
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
    });
}
