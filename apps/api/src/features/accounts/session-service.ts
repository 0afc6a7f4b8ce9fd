import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { LoginResponse } from '@arcana/domain';
import { sign, verify } from 'hono/jwt';
import type { AppDb } from '../../db/database';
import type { Env } from '../../env';
import { AppError } from '../../lib/app-error';
import { type Clock, systemClock } from '../../lib/clock';
import { messages } from '../../lib/messages';
import type { AuthContext } from '../../middleware/auth';
import { createRefreshTokensRepository } from './refresh-tokens-repository';
import { toUserDto } from './user-dto';
import { createUsersRepository, type UserRow } from './users-repository';

// DESIGN "Tokens".
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
const DAY_MS = 24 * 60 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * DAY_MS;
export const FAMILY_TTL_MS = { rememberMe: 365 * DAY_MS, session: 30 * DAY_MS } as const;

type AccessClaims = { sub: string; sid: string; roles: string[]; iat: number; exp: number };

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A user who may hold a session: present, enabled and not deleted. */
export function isActiveUser(user: UserRow | undefined): user is UserRow {
  return user?.enabled === true && user.deletedAt === null;
}

function sessionExpired(): AppError {
  return new AppError(401, 'UNAUTHENTICATED', messages.auth.sessionExpired);
}

function readClaims(payload: Record<string, unknown>): AccessClaims | null {
  const { sub, sid, roles, iat, exp } = payload;
  if (typeof sub !== 'string' || !/^\d+$/.test(sub)) return null;
  if (typeof sid !== 'string' || typeof iat !== 'number' || typeof exp !== 'number') return null;
  if (!Array.isArray(roles) || !roles.every((role) => typeof role === 'string')) return null;
  return { sub, sid, roles, iat, exp };
}

export function createSessionService({
  db,
  env,
  now = systemClock,
}: {
  db: AppDb;
  env: Pick<Env, 'jwtSecret'>;
  now?: Clock;
}) {
  const users = createUsersRepository(db);
  const refreshTokens = createRefreshTokensRepository(db);

  async function answer(
    userId: number,
    familyId: string,
    familyExpiresAt: Date,
    rememberMe: boolean,
  ): Promise<LoginResponse> {
    const profile = await users.findProfile(userId);
    if (!profile || !isActiveUser(profile.user)) throw sessionExpired();
    const issuedAt = now();
    const refreshToken = randomBytes(32).toString('base64url');
    const expiresAt = new Date(
      Math.min(issuedAt.getTime() + REFRESH_TOKEN_TTL_MS, familyExpiresAt.getTime()),
    );
    await refreshTokens.insert({
      familyId,
      userId,
      tokenHash: hashRefreshToken(refreshToken),
      rememberMe,
      expiresAt,
      familyExpiresAt,
      createdAt: issuedAt,
    });
    const iat = Math.floor(issuedAt.getTime() / 1000);
    const claims: AccessClaims = {
      sub: String(userId),
      sid: familyId,
      roles: [...profile.user.roles],
      iat,
      exp: iat + ACCESS_TOKEN_TTL_SECONDS,
    };
    return {
      user: toUserDto(profile),
      accessToken: await sign(claims, env.jwtSecret, 'HS256'),
      refreshToken,
      issuedAt: issuedAt.getTime(),
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    };
  }

  async function revokeAndRefuse(familyId: string, at: Date): Promise<never> {
    await refreshTokens.revokeFamily(familyId, at);
    throw sessionExpired();
  }

  /** Signature and shape only; expiry is checked against the injected clock by the caller. */
  async function decodeAccessToken(token: string): Promise<AccessClaims | null> {
    try {
      const payload = await verify(token, env.jwtSecret, {
        alg: 'HS256',
        exp: false,
        nbf: false,
        iat: false,
      });
      return readClaims(payload);
    } catch {
      return null;
    }
  }

  return {
    /** Starts a new refresh family for a user who just proved who they are. */
    issue(userId: number, options: { rememberMe: boolean }): Promise<LoginResponse> {
      const familyTtl = options.rememberMe ? FAMILY_TTL_MS.rememberMe : FAMILY_TTL_MS.session;
      const familyExpiresAt = new Date(now().getTime() + familyTtl);
      return answer(userId, randomUUID(), familyExpiresAt, options.rememberMe);
    },

    /**
     * Trades a refresh token for a new pair. A token that was already traded is a replay (the
     * token leaked, or a thief already used it): the whole family dies, the rightful holder too,
     * which forces a fresh login.
     */
    async refresh(refreshToken: string): Promise<LoginResponse> {
      const at = now();
      const row = await refreshTokens.findByHash(hashRefreshToken(refreshToken));
      if (!row || row.revokedAt) throw sessionExpired();
      if (row.rotatedAt) return revokeAndRefuse(row.familyId, at);
      if (row.expiresAt <= at || row.familyExpiresAt <= at) throw sessionExpired();
      // Lost a race with another refresh of the same token: that is a replay as well.
      if (!(await refreshTokens.markRotated(row.id, at))) return revokeAndRefuse(row.familyId, at);
      await refreshTokens.pruneExpired(row.familyId, at);
      await users.touchActivity(row.userId, at);
      return answer(row.userId, row.familyId, row.familyExpiresAt, row.rememberMe);
    },

    async revokeFamily(familyId: string): Promise<void> {
      await refreshTokens.revokeFamily(familyId, now());
    },

    async revokeAllForUser(userId: number): Promise<void> {
      await refreshTokens.revokeAllForUser(userId, now());
    },

    /**
     * The caller of an access token, or null. Besides the signature and expiry, the user must
     * still be active and the family still live, so logout, deletion and disabling take effect
     * on the next request instead of when the token expires.
     */
    async authenticate(accessToken: string): Promise<AuthContext | null> {
      const claims = await decodeAccessToken(accessToken);
      const at = now();
      if (!claims || claims.exp <= Math.floor(at.getTime() / 1000)) return null;
      const user = await users.findById(Number(claims.sub));
      if (!isActiveUser(user)) return null;
      if (!(await refreshTokens.isFamilyActive(claims.sid, at))) return null;
      // Roles come from the row, not the token: a removed role stops working at once.
      return { userId: user.id, roles: [...user.roles], familyId: claims.sid };
    },

    /**
     * The family of a correctly signed access token even after it expired: logout must still
     * end the session of a client whose access token ran out.
     */
    async familyOf(accessToken: string): Promise<string | null> {
      return (await decodeAccessToken(accessToken))?.sid ?? null;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
