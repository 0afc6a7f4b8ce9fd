import type { Role } from '@arcana/domain';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../lib/app-error';
import { messages } from '../lib/messages';
import { bearerAuth, documentedMiddleware, errorAnswer } from '../lib/openapi';

/** Who is calling, as requireLogin puts it on the context. */
export type AuthContext = { userId: number; roles: string[]; familyId: string };

/** What requireLogin needs of the accounts feature's session service. */
export type AccessTokenCheck = {
  authenticate(accessToken: string): Promise<AuthContext | null>;
};

/** Hono env of every sub-app under /api/client: `c.get('auth')` is the caller. */
export type AuthEnv = { Variables: { auth: AuthContext } };

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

function unauthenticated(): AppError {
  return new AppError(401, 'UNAUTHENTICATED', messages.auth.unauthenticated);
}

/**
 * Mounted once on /api/client/* in app.ts, above every client route, so no route can forget
 * it: a valid access token of an active user in a live session, or 401.
 */
export function requireLogin(sessions: AccessTokenCheck) {
  const check = createMiddleware<AuthEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    const auth = token ? await sessions.authenticate(token) : null;
    if (!auth) throw unauthenticated();
    c.set('auth', auth);
    await next();
  });
  // Every route below it is documented with the bearer scheme and this 401.
  return documentedMiddleware(check, {
    security: bearerAuth,
    responses: {
      401: errorAnswer('No valid access token, or its session ended (UNAUTHENTICATED)'),
    },
  });
}

/** 403 unless the caller (already checked by requireLogin) holds the role. */
export function requireRole(role: Role) {
  const check = createMiddleware<AuthEnv>(async (c, next) => {
    if (!c.get('auth').roles.includes(role)) {
      throw new AppError(403, 'FORBIDDEN', messages.auth.forbidden);
    }
    await next();
  });
  // Documented on every route below the path it is mounted on (a sub-app's use: all of it).
  return documentedMiddleware(check, {
    responses: { 403: errorAnswer(`The caller lacks the ${role} role (FORBIDDEN)`) },
  });
}

/** Hono env of public routes that answer a guest and a logged-in caller differently. */
export type ViewerEnv = { Variables: { viewer: AuthContext | null } };

/**
 * For /api/public routes whose answer depends on who asks (their own reading, `mine` flags):
 * the caller of a valid `Authorization: Bearer` token, else of the `accessToken` cookie (what
 * an EventSource sends), else null. An invalid or expired token is a guest here, never a 401.
 */
export function optionalLogin(sessions: AccessTokenCheck) {
  return createMiddleware<ViewerEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('Authorization')) ?? getCookie(c, 'accessToken') ?? null;
    c.set('viewer', token ? await sessions.authenticate(token) : null);
    await next();
  });
}
