import type {
  CounselorDateException,
  DateExceptionRequest,
  WeeklyHoursRequest,
} from '@arcana/domain';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { counselors } from '../counselors';
import { counselorDateExceptions, counselorWeeklyHours } from './tables';

// The counselor's own writes of its available times (the back office); the slot computation
// reads the same rows through repository.ts.

export function createAvailableTimesRepository(db: AppDb) {
  return {
    /** Queues this counselor's exception writes behind one another (the row lock). */
    async lockCounselor(counselorId: number): Promise<void> {
      await db
        .select({ id: counselors.id })
        .from(counselors)
        .where(eq(counselors.id, counselorId))
        .for('update');
    },

    /** The weekly hours become exactly these (one transaction: the old rows go). */
    async replaceWeekly(counselorId: number, hours: WeeklyHoursRequest['hours']): Promise<void> {
      await db
        .delete(counselorWeeklyHours)
        .where(eq(counselorWeeklyHours.counselorId, counselorId));
      if (hours.length === 0) return;
      await db.insert(counselorWeeklyHours).values(
        hours.map((entry) => ({
          counselorId,
          weekday: entry.weekday,
          startTime: entry.start,
          endTime: entry.end,
        })),
      );
    },

    /** Exceptions dated `from` (YYYY-MM-DD) or later, by date. */
    async exceptionsFrom(counselorId: number, from: string): Promise<CounselorDateException[]> {
      const rows = await db
        .select()
        .from(counselorDateExceptions)
        .where(
          and(
            eq(counselorDateExceptions.counselorId, counselorId),
            gte(counselorDateExceptions.date, from),
          ),
        )
        .orderBy(
          asc(counselorDateExceptions.date),
          asc(counselorDateExceptions.startTime),
          asc(counselorDateExceptions.id),
        );
      return rows.flatMap((row): CounselorDateException[] => {
        const { id, date } = row;
        if (row.kind === 'CLOSED') return [{ id, date, kind: 'CLOSED' }];
        if (row.kind === 'EXTRA' && row.startTime && row.endTime) {
          return [{ id, date, kind: 'EXTRA', start: row.startTime, end: row.endTime }];
        }
        return [];
      });
    },

    /** The exceptions of one date, for the overlap and duplicate checks. */
    async onDate(counselorId: number, date: string) {
      return db
        .select()
        .from(counselorDateExceptions)
        .where(
          and(
            eq(counselorDateExceptions.counselorId, counselorId),
            eq(counselorDateExceptions.date, date),
          ),
        );
    },

    async insertException(counselorId: number, request: DateExceptionRequest): Promise<void> {
      await db.insert(counselorDateExceptions).values({
        counselorId,
        date: request.date,
        kind: request.kind,
        startTime: request.kind === 'EXTRA' ? request.start : null,
        endTime: request.kind === 'EXTRA' ? request.end : null,
      });
    },

    /** Deletes one of the counselor's exceptions; false when it has none with that id. */
    async deleteException(counselorId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(counselorDateExceptions)
        .where(
          and(
            eq(counselorDateExceptions.id, id),
            eq(counselorDateExceptions.counselorId, counselorId),
          ),
        )
        .returning({ id: counselorDateExceptions.id });
      return rows.length > 0;
    },
  };
}
