import { desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { outbox } from '../../db/schema';

export type OutboxChannel = 'sms' | 'email';
export type OutboxEntry = {
  channel: OutboxChannel;
  to: string;
  text: string;
  code: string | null;
  createdAt: Date;
};

export function createOutboxRepository(db: AppDb) {
  return {
    async add(entry: Omit<OutboxEntry, 'createdAt'>): Promise<void> {
      await db.insert(outbox).values(entry);
    },

    /** Newest first (by insertion order, so two rows in the same millisecond keep their order). */
    async list({ to, limit }: { to?: string | undefined; limit: number }): Promise<OutboxEntry[]> {
      const rows = await db
        .select({
          channel: outbox.channel,
          to: outbox.to,
          text: outbox.text,
          code: outbox.code,
          createdAt: outbox.createdAt,
        })
        .from(outbox)
        .where(to === undefined ? undefined : eq(outbox.to, to))
        .orderBy(desc(outbox.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, channel: row.channel as OutboxChannel }));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
