import { type SQL, sql } from 'drizzle-orm';
import { counselingReviews } from './tables';

/** Reviews after `lastId` in the newest-first order (none when lastId names no review). */
export function olderThan(lastId: number): SQL {
  const created = sql`(select ${counselingReviews.createdAt} from ${counselingReviews} where ${counselingReviews.id} = ${lastId})`;
  return sql`(${counselingReviews.createdAt}, ${counselingReviews.id}) < (${created}, ${lastId})`;
}
