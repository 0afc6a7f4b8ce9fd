import { asc, inArray } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { notifications } from '../features/notifications';

/** Every notification of these users, oldest first, as the tests compare them. */
export async function noticesOfUsers(db: AppDb, userIds: number[]) {
  const rows = await db
    .select()
    .from(notifications)
    .where(inArray(notifications.userId, userIds))
    .orderBy(asc(notifications.id));
  return rows.map(({ audience, userId, type, title, content, link }) => ({
    audience,
    userId,
    type,
    title,
    content,
    link,
  }));
}
