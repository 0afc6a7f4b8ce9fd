import type { Hono } from 'hono';
import type { AppDb } from '../../db/database';
import type { Env } from '../../env';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { Scheduler } from '../../lib/scheduler';
import { createIdentityVerifier } from '../../providers/identity/create-identity-verifier';
import type { IdentityVerifier } from '../../providers/identity/identity-verifier';
import { createSmsSender } from '../../providers/sms/create-sms-sender';
import { createSocialProviderClients } from '../../providers/social/oidc-social-provider';
import type { SocialProviderClients } from '../../providers/social/social-provider';
import { createAccountService } from './account-service';
import { createIdentityRepository } from './identity-repository';
import { createOutboxRepository } from './outbox-repository';
import { profileImagePurpose } from './profile-image';
import { registerRefreshFamilySweeper } from './refresh-family-sweeper';
import { authRoutes } from './routes-auth';
import { devOutboxRoutes } from './routes-dev-outbox';
import { fcmTokenRoutes } from './routes-fcm-token';
import { devIdentityRoutes, identityVerifyRoutes } from './routes-identity';
import { accountRoutes } from './routes-join-recovery';
import { meRoutes } from './routes-me';
import { mobileVerificationRoutes } from './routes-mobile-verification';
import { myAccountRoutes } from './routes-my-account';
import { profileImageRoutes } from './routes-profile-image';
import { socialAuthRoutes } from './routes-social-auth';
import { socialLinkRoutes } from './routes-social-links';
import type { AccountServices } from './service';
import { createSocialService } from './social-service';
import { createVerificationService } from './verification-service';

export type AccountsDeps = {
  env: Env;
  db: AppDb;
  logger: Logger;
  now: Clock;
  /** Built by app.ts before any route: requireLogin needs its session service first. */
  accounts: AccountServices;
  /** Runs the hourly sweep of ended refresh-token families. */
  scheduler: Scheduler;
  /** Stand-ins from tests; each defaults to what env configures. */
  providers: {
    identity?: IdentityVerifier | undefined;
    social?: SocialProviderClients | undefined;
  };
};

/**
 * Sign-in, join, recovery, the caller's own account (me, profile, contacts, push token, profile
 * image, identity check), mobile codes and social login and links.
 */
export function mountAccounts(
  app: Hono,
  { env, db, logger, now, accounts, scheduler, providers }: AccountsDeps,
) {
  accounts.uploads.purposes.register(profileImagePurpose);
  registerRefreshFamilySweeper({ db, scheduler });
  const outbox = createOutboxRepository(db);
  const verification = createVerificationService({
    db,
    sms: createSmsSender(env.sms, outbox),
    logger,
    now,
  });
  const accountChanges = createAccountService({
    db,
    verification,
    sessions: accounts.sessions,
    throttle: accounts.throttle,
    now,
  });
  const social = createSocialService({
    db,
    env,
    providers: providers.social ?? createSocialProviderClients(env.social),
    sessions: accounts.sessions,
    verification,
    logger,
    now,
  });
  const verifier =
    providers.identity ?? createIdentityVerifier(env.identity, createIdentityRepository(db));

  app.route('/api/auth', authRoutes({ ...accounts, trustProxyHops: env.trustProxyHops }));
  app.route('/api/auth/mobile', mobileVerificationRoutes(verification));
  app.route('/api/auth', accountRoutes({ db, accounts: accountChanges }));
  app.route('/api/auth/social', socialAuthRoutes(social));
  app.route('/api/client/me', meRoutes({ db, deletion: accounts.deletion }));
  app.route('/api/client/me', myAccountRoutes({ db, accounts: accountChanges }));
  app.route('/api/client/fcm-token', fcmTokenRoutes({ db, now }));
  app.route('/api/client/me/socials', socialLinkRoutes(social));
  app.route('/api/client/me/profile-image', profileImageRoutes({ db, uploads: accounts.uploads }));
  app.route('/api/client/me/identity-verify', identityVerifyRoutes({ db, verifier, logger, now }));
  if (!env.production) {
    app.route('/api/dev/outbox', devOutboxRoutes(outbox));
    app.route('/api/dev/identity-verifications', devIdentityRoutes(db));
  }
}

export type { AccountDeletionHook } from './account-deletion-repository';
export { createOutboxRepository, type OutboxRepository } from './outbox-repository';
export { hashPassword } from './passwords';
export { type AccountServices, createAccountServices } from './service';
export type { SessionService } from './session-service';
export { users } from './tables';
export { createUsersRepository, type UserRow } from './users-repository';
