import type { JoinRequest, LoginResponse } from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { uniqueViolationConstraint } from '../../db/unique-violation';
import { AppError, type FieldError } from '../../lib/app-error';
import { type Clock, systemClock } from '../../lib/clock';
import { messages } from '../../lib/messages';
import { createAccountRepository } from './account-repository';
import type { LoginThrottle } from './login-throttle';
import { maskUsername } from './mask-username';
import { hashPassword } from './passwords';
import type { SessionService } from './session-service';
import { createUsersRepository } from './users-repository';
import { type VerificationService, verificationTokenError } from './verification-service';

type Deps = {
  db: AppDb;
  verification: VerificationService;
  sessions: Pick<SessionService, 'issue' | 'revokeAllForUser'>;
  /** The login throttle of the login route: a reset lifts the owner's waiting. */
  throttle: Pick<LoginThrottle, 'recordSuccess'>;
  now?: Clock;
};

/** Join input after the domain schema ran (mobile already digits, agreements checked). */
export type JoinInput = Omit<JoinRequest, 'agreements'> & {
  agreements: { terms: true; privacy: true; marketing: boolean };
};

const usernameTaken = (): FieldError => ({
  field: 'username',
  message: messages.account.usernameTaken,
});
const mobileTaken = (): FieldError => ({ field: 'mobile', message: messages.account.mobileTaken });

function conflict(errors: FieldError[]): AppError {
  const [first] = errors;
  const code = first?.field === 'username' ? 'USERNAME_TAKEN' : 'MOBILE_TAKEN';
  return new AppError(409, code, first?.message ?? messages.conflict, errors);
}

/** Two joins racing for one username or mobile: the loser gets the same 409 as a pre-check. */
function conflictFromUniqueViolation(error: unknown): AppError | undefined {
  const constraint = uniqueViolationConstraint(error);
  if (constraint === undefined) return undefined;
  return conflict([constraint === 'users_username_unique' ? usernameTaken() : mobileTaken()]);
}

export function createAccountService({
  db,
  verification,
  sessions,
  throttle,
  now = systemClock,
}: Deps) {
  const accounts = createAccountRepository(db);
  const users = createUsersRepository(db);

  /** The token must vouch for exactly this mobile; checked before anything is spent. */
  async function requireTokenFor(
    token: string,
    purpose: 'JOIN' | 'CHANGE_MOBILE',
    mobile: string,
  ): Promise<void> {
    const vouched = await verification.peekToken(token, purpose);
    if (vouched.mobile !== mobile) throw verificationTokenError();
  }

  return {
    async join(input: JoinInput): Promise<LoginResponse> {
      await requireTokenFor(input.verificationToken, 'JOIN', input.mobile);
      const taken: FieldError[] = [];
      if (await accounts.isUsernameTaken(input.username)) taken.push(usernameTaken());
      if (await accounts.isMobileTaken(input.mobile)) taken.push(mobileTaken());
      if (taken.length > 0) throw conflict(taken);

      const passwordHash = await hashPassword(input.password);
      const at = now();
      const marketing = input.agreements.marketing;
      let userId: number;
      try {
        userId = await inTransaction(db, async (tx) => {
          await verification.consumeToken(input.verificationToken, 'JOIN', input.mobile, tx);
          const user = await createUsersRepository(tx).insert({
            username: input.username,
            passwordHash,
            name: input.name,
            // Join asks for one name; the nickname starts as it and is edited on /me/profile.
            displayName: input.name,
            mobile: input.mobile,
            mobileVerified: true,
            marketingAgreedAt: marketing ? at : null,
            enabledAdPush: marketing,
            enabledAdEmail: marketing,
            createdAt: at,
            lastActivityAt: at,
          });
          return user.id;
        });
      } catch (error) {
        throw conflictFromUniqueViolation(error) ?? error;
      }
      return sessions.issue(userId, { rememberMe: false });
    },

    /** Every ID registered to the verified mobile, masked; [] when there is none. */
    async forgotId(verificationToken: string): Promise<string[]> {
      const { mobile } = await verification.peekToken(verificationToken, 'FIND_ID');
      await verification.consumeToken(verificationToken, 'FIND_ID', mobile);
      const usernames = await accounts.usernamesByMobile(mobile);
      return usernames.map(maskUsername);
    },

    /** New password for the ID that owns the verified mobile; every session of it ends. */
    async resetPassword(input: {
      username: string;
      verificationToken: string;
      password: string;
    }): Promise<void> {
      const { mobile } = await verification.peekToken(input.verificationToken, 'RESET_PASSWORD');
      // IDs are lowercase (usernameSchema); login matches any case, and so does recovery.
      const user = await users.findByUsername(input.username.toLowerCase());
      if (!user || user.deletedAt !== null || user.mobile !== mobile) {
        const message = messages.account.usernameMobileMismatch;
        throw new AppError(400, 'USERNAME_MOBILE_MISMATCH', message, [
          { field: 'username', message },
        ]);
      }
      const passwordHash = await hashPassword(input.password);
      await inTransaction(db, async (tx) => {
        await verification.consumeToken(input.verificationToken, 'RESET_PASSWORD', mobile, tx);
        await createUsersRepository(tx).setPasswordHash(user.id, passwordHash);
      });
      // Whoever knew the old password may hold a session; a reset ends all of them.
      await sessions.revokeAllForUser(user.id);
      // The owner proved who they are: someone else's guesses no longer keep them waiting.
      await throttle.recordSuccess({ username: user.username ?? input.username.toLowerCase() });
    },

    async changeMobile(userId: number, mobile: string, verificationToken: string): Promise<void> {
      await requireTokenFor(verificationToken, 'CHANGE_MOBILE', mobile);
      if (await accounts.isMobileTaken(mobile, userId)) throw conflict([mobileTaken()]);
      try {
        await inTransaction(db, async (tx) => {
          await verification.consumeToken(verificationToken, 'CHANGE_MOBILE', mobile, tx);
          await createAccountRepository(tx).updateMobile(userId, mobile);
        });
      } catch (error) {
        throw conflictFromUniqueViolation(error) ?? error;
      }
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
