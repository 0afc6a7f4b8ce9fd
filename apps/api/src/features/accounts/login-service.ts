import type { LoginResponse, loginRequestSchema } from '@arcana/domain';
import type * as v from 'valibot';
import { AppError } from '../../lib/app-error';
import { type Clock, systemClock } from '../../lib/clock';
import { messages } from '../../lib/messages';
import type { FcmTokensRepository } from './fcm-tokens-repository';
import type { LoginThrottle } from './login-throttle';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords';
import type { SessionService } from './session-service';
import type { UsersRepository } from './users-repository';

/** The login body after validation (rememberMe defaulted). */
export type LoginInput = v.InferOutput<typeof loginRequestSchema>;

export function createLoginService({
  users,
  fcmTokens,
  sessions,
  throttle,
  now = systemClock,
}: {
  users: UsersRepository;
  fcmTokens: FcmTokensRepository;
  sessions: SessionService;
  throttle: LoginThrottle;
  now?: Clock;
}) {
  return {
    /** POST /api/auth/login: `address` is the connection's, for the per-address limit. */
    async login(input: LoginInput, address: string | null): Promise<LoginResponse> {
      // Usernames are lower case by rule; a phone keyboard's capital first letter still works.
      const username = input.username.toLowerCase();
      const attempt = { username, address };
      await throttle.check(attempt);

      const user = await users.findByUsername(username);
      const passwordHash = user?.passwordHash;
      const valid = passwordHash
        ? await verifyPassword(passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!user || !passwordHash || !valid) {
        await throttle.recordFailure(attempt);
        throw new AppError(401, 'INVALID_CREDENTIALS', messages.auth.invalidCredentials);
      }
      // Told only to someone who knows the password, so it reveals nothing to a guesser.
      if (!user.enabled || user.deletedAt) {
        throw new AppError(403, 'ACCOUNT_DISABLED', messages.auth.accountDisabled);
      }

      await throttle.recordSuccess(attempt);
      if (needsRehash(passwordHash)) {
        await users.setPasswordHash(user.id, await hashPassword(input.password));
      }
      const at = now();
      if (input.fcmToken) {
        await fcmTokens.upsert({
          token: input.fcmToken,
          userId: user.id,
          appVersion: input.appVersion ?? null,
          at,
        });
      }
      await users.touchActivity(user.id, at);
      return sessions.issue(user.id, { rememberMe: input.rememberMe });
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
