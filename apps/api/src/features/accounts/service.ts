import type { AppDb } from '../../db/database';
import type { Env } from '../../env';
import { type Clock, systemClock } from '../../lib/clock';
import {
  type AccountDeletionHook,
  createAccountDeletionRepository,
} from './account-deletion-repository';
import { createAccountDeletionService } from './account-deletion-service';
import { createFcmTokensRepository } from './fcm-tokens-repository';
import { createLoginFailuresRepository } from './login-failures-repository';
import { createLoginService } from './login-service';
import { createLoginThrottle } from './login-throttle';
import { type AccountUploads, profileImagePurpose } from './profile-image';
import { createSessionService } from './session-service';
import { createUsersRepository } from './users-repository';

/**
 * The account services app.ts builds first: requireLogin and the notification streams check
 * tokens with `sessions`, and the accounts routes use the rest; one clock for all.
 */
export function createAccountServices({
  db,
  env,
  now = systemClock,
  onAccountDeleted = [],
  uploads,
}: {
  db: AppDb;
  env: Pick<Env, 'jwtSecret'>;
  now?: Clock;
  /** Run inside the deletion's transaction by the features above accounts. */
  onAccountDeleted?: AccountDeletionHook[];
  /** Profile images are attached uploads; a deleted account's image is detached (deleted). */
  uploads: AccountUploads;
}) {
  const users = createUsersRepository(db);
  const fcmTokens = createFcmTokensRepository(db);
  const sessions = createSessionService({ db, env, now });
  const throttle = createLoginThrottle({ failures: createLoginFailuresRepository(db), now });
  const logins = createLoginService({ users, fcmTokens, sessions, throttle, now });
  const deletion = createAccountDeletionService({
    users,
    deletion: createAccountDeletionRepository(db, onAccountDeleted, (tx, uploadId) =>
      uploads.detach(tx, { uploadId, purpose: profileImagePurpose.name }),
    ),
    now,
  });
  return { users, fcmTokens, sessions, throttle, logins, deletion, uploads };
}

export type AccountServices = ReturnType<typeof createAccountServices>;
