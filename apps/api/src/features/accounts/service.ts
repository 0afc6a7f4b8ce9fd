import type { AppDb } from '../../db/database';
import type { Env } from '../../env';
import { type Clock, systemClock } from '../../lib/clock';
import { createCounselorsRepository } from '../counselors/repository';
import { createAccountDeletionRepository } from './account-deletion-repository';
import { createAccountDeletionService } from './account-deletion-service';
import { createFcmTokensRepository } from './fcm-tokens-repository';
import { createLoginFailuresRepository } from './login-failures-repository';
import { createLoginService } from './login-service';
import { createLoginThrottle } from './login-throttle';
import { createSessionService } from './session-service';
import { createUsersRepository } from './users-repository';

/** The account services app.ts hands to the auth, me and counselor routes; one clock for all. */
export function createAccountServices({
  db,
  env,
  now = systemClock,
}: {
  db: AppDb;
  env: Pick<Env, 'jwtSecret'>;
  now?: Clock;
}) {
  const users = createUsersRepository(db);
  const fcmTokens = createFcmTokensRepository(db);
  const counselors = createCounselorsRepository(db);
  const sessions = createSessionService({ db, env, now });
  const throttle = createLoginThrottle({ failures: createLoginFailuresRepository(db), now });
  const logins = createLoginService({ users, fcmTokens, sessions, throttle, now });
  const deletion = createAccountDeletionService({
    users,
    deletion: createAccountDeletionRepository(db),
    now,
  });
  return { users, fcmTokens, counselors, sessions, throttle, logins, deletion };
}

export type AccountServices = ReturnType<typeof createAccountServices>;
