import type { SocialProvider } from '@arcana/domain';
import { and, asc, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { oauthFlows, socialAccounts, users } from '../../db/schema';

export type OAuthFlowRow = typeof oauthFlows.$inferSelect;
export type SocialAccountRow = typeof socialAccounts.$inferSelect;
export type OAuthIntent = 'login' | 'link';

export function createSocialRepository(db: AppDb) {
  return {
    async insertFlow(values: typeof oauthFlows.$inferInsert): Promise<void> {
      await db.insert(oauthFlows).values(values);
    },

    /** Round trips nobody finished and join tickets nobody used; they only take up room. */
    async pruneExpiredFlows(now: Date): Promise<void> {
      await db.delete(oauthFlows).where(lt(oauthFlows.expiresAt, now));
    },

    /**
     * Spends a state once: the conditional update lets exactly one callback win, and a flow
     * started for another provider, intent or user never matches.
     */
    async takeFlow(where: {
      state: string;
      provider: SocialProvider;
      intent: OAuthIntent;
      userId: number | null;
      now: Date;
    }): Promise<OAuthFlowRow | undefined> {
      const [row] = await db
        .update(oauthFlows)
        .set({ usedAt: where.now })
        .where(
          and(
            eq(oauthFlows.state, where.state),
            eq(oauthFlows.provider, where.provider),
            eq(oauthFlows.intent, where.intent),
            where.userId === null ? isNull(oauthFlows.userId) : eq(oauthFlows.userId, where.userId),
            isNull(oauthFlows.usedAt),
            gt(oauthFlows.expiresAt, where.now),
          ),
        )
        .returning();
      return row;
    },

    /** After a login by an unknown person: the flow becomes their join ticket. */
    async attachJoinTicket(
      state: string,
      ticket: {
        subject: string;
        email: string | null;
        profileName: string | null;
        joinTokenHash: string;
        expiresAt: Date;
      },
    ): Promise<void> {
      await db.update(oauthFlows).set(ticket).where(eq(oauthFlows.state, state));
    },

    async findJoinTicket(joinTokenHash: string, now: Date): Promise<OAuthFlowRow | undefined> {
      const [row] = await db
        .select()
        .from(oauthFlows)
        .where(and(eq(oauthFlows.joinTokenHash, joinTokenHash), gt(oauthFlows.expiresAt, now)))
        .limit(1);
      return row;
    },

    /** Spends a join ticket once (pass a transaction's handle to spend it with the join). */
    async consumeJoinTicket(joinTokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(oauthFlows)
        .set({ joinTokenHash: null })
        .where(and(eq(oauthFlows.joinTokenHash, joinTokenHash), gt(oauthFlows.expiresAt, now)))
        .returning({ state: oauthFlows.state });
      return rows.length === 1;
    },

    async findAccount(
      provider: SocialProvider,
      subject: string,
    ): Promise<SocialAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(socialAccounts)
        .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)))
        .limit(1);
      return row;
    },

    async listForUser(userId: number): Promise<SocialAccountRow[]> {
      return db
        .select()
        .from(socialAccounts)
        .where(eq(socialAccounts.userId, userId))
        .orderBy(asc(socialAccounts.createdAt), asc(socialAccounts.id));
    },

    async insertAccount(values: typeof socialAccounts.$inferInsert): Promise<void> {
      await db.insert(socialAccounts).values(values);
    },

    /**
     * Unlinks unless it would leave the user no way to log in (no password and no other link).
     * The user's row is locked meanwhile, so two unlinks at once cannot both pass the check.
     */
    async unlinkKeepingOneLogin(
      userId: number,
      provider: SocialProvider,
    ): Promise<'unlinked' | 'not-linked' | 'last-login-method'> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ passwordHash: users.passwordHash })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        const [links] = await tx
          .select({ total: count() })
          .from(socialAccounts)
          .where(eq(socialAccounts.userId, userId));
        const mine = and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, provider));
        const [linked] = await tx
          .select({ id: socialAccounts.id })
          .from(socialAccounts)
          .where(mine);
        if (!linked) return 'not-linked';
        if (!user?.passwordHash && (links?.total ?? 0) <= 1) return 'last-login-method';
        await tx.delete(socialAccounts).where(mine);
        return 'unlinked';
      });
    },
  };
}

export type SocialRepository = ReturnType<typeof createSocialRepository>;
