import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import {
  fcmTokens,
  identityVerifications,
  oauthFlows,
  refreshTokens,
  socialAccounts,
  users,
} from './tables';

/**
 * What another feature does to its own rows of a deleted account, inside the same transaction
 * (counselors disables the counselor row). Accounts sits below them, so they hand it this.
 */
export type AccountDeletionHook = (tx: AppDb, userId: number) => Promise<void>;

/** Called with the deleted account's profile image, in the same transaction (it is deleted). */
export type ProfileImageDrop = (tx: AppDb, uploadId: string) => Promise<void>;

/**
 * Account deletion in one transaction: the row stays (its id anchors counseling history) but
 * every personal field is blanked, and everything that could log in or reach the person (refresh
 * tokens, push tokens, social links, identity checks, OAuth flows in flight) is deleted, and so
 * is the profile image.
 */
export function createAccountDeletionRepository(
  db: AppDb,
  hooks: AccountDeletionHook[] = [],
  dropProfileImage?: ProfileImageDrop,
) {
  return {
    async anonymise(userId: number, values: { name: string; at: Date }): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ profileImageId: users.profileImageId })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        await tx
          .update(users)
          .set({
            username: null,
            passwordHash: null,
            name: values.name,
            displayName: values.name,
            email: null,
            emailVerified: false,
            mobile: null,
            mobileVerified: false,
            enabled: false,
            identityVerified: false,
            profileImageId: null,
            marketingAgreedAt: null,
            deletedAt: values.at,
          })
          .where(eq(users.id, userId));
        await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
        await tx.delete(fcmTokens).where(eq(fcmTokens.userId, userId));
        await tx.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
        await tx.delete(identityVerifications).where(eq(identityVerifications.userId, userId));
        await tx.delete(oauthFlows).where(eq(oauthFlows.userId, userId));
        if (before?.profileImageId && dropProfileImage) {
          await dropProfileImage(tx, before.profileImageId);
        }
        for (const hook of hooks) await hook(tx, userId);
      });
    },
  };
}

export type AccountDeletionRepository = ReturnType<typeof createAccountDeletionRepository>;
