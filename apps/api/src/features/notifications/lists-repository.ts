import type { NotificationAudience } from '@arcana/domain';
import { and, asc, count, desc, eq, gt, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import type { NotificationRow } from './repository';
import { notifications } from './tables';

// What the REST lists read and mark. Writes of new rows go through the notifier only
// (notifications-repository.ts), so every row is also announced on the bus.

/** Whose list: notifications address users by user id, per audience (DESIGN "Demo data"). */
export type Recipient = { audience: NotificationAudience; userId: number };

export type NotificationSort = 'ASC' | 'DESC';

export type NotificationCursor = {
  limit: number;
  sort: NotificationSort;
  /** ASC: only rows newer than it (the missed fetch); DESC: only older ones (paging back). */
  lastId?: number | undefined;
  unreadOnly: boolean;
};

function ofRecipient({ audience, userId }: Recipient): SQL {
  return and(eq(notifications.audience, audience), eq(notifications.userId, userId)) as SQL;
}

export function createNotificationListsRepository(db: AppDb) {
  return {
    /**
     * One cursor page plus how many rows the same cursor reaches in total (this page included),
     * which the route turns into `totalPages` and `last`.
     */
    async page(
      recipient: Recipient,
      cursor: NotificationCursor,
    ): Promise<{ rows: NotificationRow[]; total: number }> {
      const conditions: SQL[] = [ofRecipient(recipient)];
      if (cursor.unreadOnly) conditions.push(isNull(notifications.readAt));
      if (cursor.lastId !== undefined) {
        conditions.push(
          cursor.sort === 'ASC'
            ? gt(notifications.id, cursor.lastId)
            : lt(notifications.id, cursor.lastId),
        );
      }
      const where = and(...conditions);
      const rows = await db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(cursor.sort === 'ASC' ? asc(notifications.id) : desc(notifications.id))
        .limit(cursor.limit);
      const [counted] = await db.select({ n: count() }).from(notifications).where(where);
      return { rows, total: counted?.n ?? 0 };
    },

    async countUnread(recipient: Recipient): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(ofRecipient(recipient), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    /**
     * Marks one of the recipient's notifications read (a second call keeps the first time).
     * False when the id is not the recipient's, so someone else's row is never touched.
     */
    async markRead(recipient: Recipient, id: number, at: Date): Promise<boolean> {
      const updated = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(ofRecipient(recipient), eq(notifications.id, id)))
        .returning({ id: notifications.id });
      return updated.length > 0;
    },

    /** Every unread notification of the recipient, TEST included (DESIGN "Notifications"). */
    async markAllRead(recipient: Recipient, at: Date): Promise<number> {
      const updated = await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(ofRecipient(recipient), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return updated.length;
    },
  };
}

export type NotificationListsRepository = ReturnType<typeof createNotificationListsRepository>;
