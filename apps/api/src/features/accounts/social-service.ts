import {
  type LoginResponse,
  SOCIAL_PROVIDERS,
  type SocialJoinRequest,
  type SocialLinks,
  type SocialLoginResponse,
  type SocialProvider,
  type SocialProviders,
} from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { uniqueViolationConstraint } from '../../db/unique-violation';
import type { Env } from '../../env';
import { AppError } from '../../lib/app-error';
import { type Clock, systemClock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { messages } from '../../lib/messages';
import type {
  SocialProfile,
  SocialProviderClient,
  SocialProviderClients,
} from '../../providers/social/social-provider';
import { createAccountRepository } from './account-repository';
import { randomOpaqueToken, sha256Hex } from './secret-hash';
import { isActiveUser, type SessionService } from './session-service';
import { providerFailure, socialErrors } from './social-errors';
import { createSocialRepository, type OAuthIntent } from './social-repository';
import { createUsersRepository } from './users-repository';
import { type VerificationService, verificationTokenError } from './verification-service';

/** A round trip to the provider must come back within this (issue 3 contract). */
export const OAUTH_FLOW_TTL_MS = 10 * 60 * 1000;
/** An unknown person has this long to finish joining after the provider vouched for them. */
export const JOIN_TICKET_TTL_MS = 30 * 60 * 1000;

export type SocialCallback = { provider: SocialProvider; code: string; state: string };
type JoinInput = Omit<SocialJoinRequest, 'agreements'> & {
  agreements: { marketing?: boolean | undefined };
};

export type SocialServiceDeps = {
  db: AppDb;
  env: Pick<Env, 'webOrigin'>;
  providers: SocialProviderClients;
  sessions: Pick<SessionService, 'issue'>;
  verification: Pick<VerificationService, 'peekToken' | 'consumeToken'>;
  logger: Logger;
  now?: Clock;
};

export function createSocialService(deps: SocialServiceDeps) {
  const { db, providers, sessions, verification, logger } = deps;
  const clock = deps.now ?? systemClock;
  const social = createSocialRepository(db);
  const users = createUsersRepository(db);
  const accounts = createAccountRepository(db);

  const clientFor = (provider: SocialProvider): SocialProviderClient => {
    const client = providers[provider];
    if (!client) throw socialErrors.unsupported();
    return client;
  };

  // Fixed by the server, never taken from the request: the provider only ever sends codes to
  // our own web app (DESIGN "Addresses and cookies").
  const callbackUrl = (provider: SocialProvider, intent: OAuthIntent) => {
    const path = intent === 'login' ? '/auth/join/social' : '/me/socials/link-callback';
    return `${deps.env.webOrigin}${path}?provider=${provider}`;
  };

  /** Spends the state, then lets the provider vouch for the person behind the code. */
  async function finish(
    callback: SocialCallback,
    intent: OAuthIntent,
    userId: number | null,
  ): Promise<{ profile: SocialProfile; state: string }> {
    const client = clientFor(callback.provider);
    const flow = await social.takeFlow({
      state: callback.state,
      provider: callback.provider,
      intent,
      userId,
      now: clock(),
    });
    if (!flow) throw socialErrors.badState();
    const profile = await client
      .finishAuthorization({
        redirectUri: flow.redirectUri,
        code: callback.code,
        state: flow.state,
        nonce: flow.nonce,
        codeVerifier: flow.codeVerifier,
      })
      .catch((error: unknown) => {
        throw providerFailure(error, logger);
      });
    return { profile, state: flow.state };
  }

  function enabledProviders(): SocialProviders {
    return { kakao: providers.KAKAO !== undefined, google: providers.GOOGLE !== undefined };
  }

  async function links(userId: number): Promise<SocialLinks> {
    const rows = await social.listForUser(userId);
    return {
      providers: enabledProviders(),
      linked: rows.flatMap((row) => {
        const provider = SOCIAL_PROVIDERS.find((known) => known === row.provider);
        if (!provider) return [];
        return [{ provider, email: row.email ?? '', linkedAt: row.createdAt.toISOString() }];
      }),
    };
  }

  return {
    enabledProviders,
    links,

    /** Starts a round trip: the consent page URL, with its state kept server-side. */
    async authorize(
      provider: SocialProvider,
      intent: OAuthIntent,
      userId: number | null,
    ): Promise<{ url: string }> {
      const client = clientFor(provider);
      const now = clock();
      const redirectUri = callbackUrl(provider, intent);
      const start = await client.startAuthorization(redirectUri).catch((error: unknown) => {
        throw providerFailure(error, logger);
      });
      await social.pruneExpiredFlows(now);
      await social.insertFlow({
        state: start.state,
        provider,
        intent,
        userId,
        nonce: start.nonce,
        codeVerifier: start.codeVerifier,
        redirectUri,
        expiresAt: new Date(now.getTime() + OAUTH_FLOW_TTL_MS),
        createdAt: now,
      });
      return { url: start.url };
    },

    /** POST /api/auth/social/login: a linked person is logged in; a new one gets a join ticket. */
    async login(callback: SocialCallback): Promise<SocialLoginResponse> {
      const { profile, state } = await finish(callback, 'login', null);
      const account = await social.findAccount(callback.provider, profile.subject);
      if (account) {
        const user = await users.findById(account.userId);
        if (!isActiveUser(user)) {
          throw new AppError(403, 'ACCOUNT_DISABLED', messages.auth.accountDisabled);
        }
        await users.touchActivity(user.id, clock());
        return { result: 'LOGGED_IN', login: await sessions.issue(user.id, { rememberMe: false }) };
      }
      const joinToken = randomOpaqueToken();
      await social.attachJoinTicket(state, {
        subject: profile.subject,
        email: profile.email,
        profileName: profile.name,
        joinTokenHash: sha256Hex(joinToken),
        expiresAt: new Date(clock().getTime() + JOIN_TICKET_TTL_MS),
      });
      return {
        result: 'JOIN_REQUIRED',
        joinToken,
        profile: { name: profile.name ?? '', email: profile.email ?? '' },
      };
    },

    /** POST /api/auth/social/join: the join ticket plus a verified mobile make an account. */
    async join(request: JoinInput): Promise<LoginResponse> {
      const now = clock();
      const ticketHash = sha256Hex(request.joinToken);
      const ticket = await social.findJoinTicket(ticketHash, now);
      const provider = SOCIAL_PROVIDERS.find((known) => known === ticket?.provider);
      if (!ticket?.subject || !provider) throw socialErrors.joinTicketInvalid();
      const subject = ticket.subject;
      if (await social.findAccount(provider, subject)) {
        throw new AppError(409, 'SOCIAL_ALREADY_JOINED', messages.social.alreadyJoined);
      }
      // Checked before anything is spent, so a refused join does not cost a new code.
      const vouched = await verification.peekToken(request.verificationToken, 'JOIN');
      if (vouched.mobile !== request.mobile) throw verificationTokenError();
      if (await accounts.isMobileTaken(request.mobile)) throw socialErrors.mobileTaken();

      const marketing = request.agreements.marketing ?? false;
      const userId = await inTransaction(db, async (tx) => {
        if (!(await createSocialRepository(tx).consumeJoinTicket(ticketHash, now))) {
          throw socialErrors.joinTicketInvalid();
        }
        await verification.consumeToken(request.verificationToken, 'JOIN', request.mobile, tx);
        const user = await createUsersRepository(tx).insert({
          name: request.name,
          // As in the ID join: the nickname starts as the name and is edited on /me/profile.
          displayName: request.name,
          email: ticket.email,
          mobile: request.mobile,
          mobileVerified: true,
          marketingAgreedAt: marketing ? now : null,
          enabledAdPush: marketing,
          enabledAdEmail: marketing,
          createdAt: now,
          lastActivityAt: now,
        });
        await createSocialRepository(tx).insertAccount({
          userId: user.id,
          provider,
          subject,
          email: ticket.email,
          createdAt: now,
        });
        return user.id;
      }).catch((error: unknown) => {
        const constraint = uniqueViolationConstraint(error);
        if (constraint === 'users_mobile_unique') throw socialErrors.mobileTaken();
        if (constraint === 'social_accounts_provider_subject_idx') {
          throw new AppError(409, 'SOCIAL_ALREADY_JOINED', messages.social.alreadyJoined);
        }
        throw error;
      });
      return sessions.issue(userId, { rememberMe: false });
    },

    /** POST /api/client/me/socials/link-callback: ties the provider account to the caller. */
    async link(userId: number, callback: SocialCallback): Promise<SocialLinks> {
      const { profile } = await finish(callback, 'link', userId);
      const existing = await social.findAccount(callback.provider, profile.subject);
      if (existing && existing.userId !== userId) {
        throw new AppError(409, 'SOCIAL_LINKED_TO_OTHER', messages.social.linkedToOther);
      }
      if (!existing) {
        await social
          .insertAccount({
            userId,
            provider: callback.provider,
            subject: profile.subject,
            email: profile.email,
            createdAt: clock(),
          })
          .catch((error: unknown) => {
            const constraint = uniqueViolationConstraint(error);
            if (constraint === 'social_accounts_user_provider_idx') {
              throw new AppError(
                409,
                'SOCIAL_PROVIDER_ALREADY_LINKED',
                messages.social.providerAlreadyLinked,
              );
            }
            if (constraint !== undefined) {
              throw new AppError(409, 'SOCIAL_LINKED_TO_OTHER', messages.social.linkedToOther);
            }
            throw error;
          });
      }
      return links(userId);
    },

    /** DELETE /api/client/me/socials/{provider}: never removes the last way to log in. */
    async unlink(userId: number, provider: SocialProvider): Promise<SocialLinks> {
      const outcome = await social.unlinkKeepingOneLogin(userId, provider);
      if (outcome === 'not-linked') {
        throw new AppError(404, 'SOCIAL_NOT_LINKED', messages.social.notLinked);
      }
      if (outcome === 'last-login-method') {
        throw new AppError(409, 'LAST_LOGIN_METHOD', messages.social.lastLoginMethod);
      }
      return links(userId);
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
