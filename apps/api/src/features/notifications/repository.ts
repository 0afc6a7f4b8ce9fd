import type { NotificationAudience } from '@arcana/domain';
import { and, asc, eq, gt, max } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { notifications } from './tables';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = {
  audience: NotificationAudience;
  userId: number;
  type: string;
  title: string;
  content: string;
  link: string | null;
  createdAt: Date;
};

function recipient(audience: NotificationAudience, userId: number) {
  return and(eq(notifications.userId, userId), eq(notifications.audience, audience));
}

export function createNotificationsRepository(db: AppDb) {
  return {
    async insert(values: NewNotification): Promise<NotificationRow> {
      const [row] = await db.insert(notifications).values(values).returning();
      if (!row) throw new Error('notification insert returned no row');
      return row;
    },

    /** Rows of one recipient newer than `afterId`, oldest first: what a stream still owes. */
    async listAfter(
      audience: NotificationAudience,
      userId: number,
      afterId: number,
      limit: number,
    ): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(and(recipient(audience, userId), gt(notifications.id, afterId)))
        .orderBy(asc(notifications.id))
        .limit(limit);
    },

    /** The id of the recipient's newest notification, 0 when there is none. */
    async newestId(audience: NotificationAudience, userId: number): Promise<number> {
      const [row] = await db
        .select({ id: max(notifications.id) })
        .from(notifications)
        .where(recipient(audience, userId));
      return row?.id ?? 0;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
