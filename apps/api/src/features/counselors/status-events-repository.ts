import { type CounselorStatusEvent, counselorStatusOrDefault } from '@arcana/domain';
import { and, asc, eq, gt, gte, isNotNull } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { counselors } from './tables';

/** The status stream's replay: what changed while the process's listener was away. */
export function createStatusEventsRepository(db: AppDb) {
  return {
    /** Listed counselors whose status changed after `since`, oldest change first. */
    async changedSince(since: Date): Promise<CounselorStatusEvent[]> {
      const rows = await db
        .select({ id: counselors.id, status: counselors.status, at: counselors.statusChangedAt })
        .from(counselors)
        .where(
          and(
            gt(counselors.statusChangedAt, since),
            eq(counselors.enabled, true),
            gte(counselors.level, 1),
            isNotNull(counselors.name),
          ),
        )
        .orderBy(asc(counselors.statusChangedAt), asc(counselors.id));
      return rows.map((row) => ({
        counselorId: row.id,
        status: counselorStatusOrDefault(row.status),
        at: row.at.toISOString(),
      }));
    },
  };
}
