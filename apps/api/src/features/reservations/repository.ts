import type { DatedException, WeeklyHours } from '@arcana/domain';
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { counselorDateExceptions, counselorWeeklyHours, reservationCells } from './tables';

export type CellRow = typeof reservationCells.$inferSelect;

const isWeekday = (value: number): value is WeeklyHours['weekday'] =>
  Number.isInteger(value) && value >= 1 && value <= 7;

/** The only ORM code of reservations: hours, exceptions and the occupied cells. */
export function createReservationsRepository(db: AppDb) {
  return {
    async weeklyHours(counselorId: number): Promise<WeeklyHours[]> {
      const rows = await db
        .select()
        .from(counselorWeeklyHours)
        .where(eq(counselorWeeklyHours.counselorId, counselorId))
        .orderBy(asc(counselorWeeklyHours.weekday), asc(counselorWeeklyHours.startTime));
      return rows.flatMap(({ weekday, startTime, endTime }) =>
        isWeekday(weekday) ? [{ weekday, start: startTime, end: endTime }] : [],
      );
    },

    /** Exceptions of the Seoul dates `from`..`to` (YYYY-MM-DD, both included), by date. */
    async exceptions(counselorId: number, from: string, to: string): Promise<DatedException[]> {
      const rows = await db
        .select()
        .from(counselorDateExceptions)
        .where(
          and(
            eq(counselorDateExceptions.counselorId, counselorId),
            gte(counselorDateExceptions.date, from),
            lte(counselorDateExceptions.date, to),
          ),
        )
        .orderBy(asc(counselorDateExceptions.date), asc(counselorDateExceptions.startTime));
      return rows.flatMap((row): DatedException[] => {
        if (row.kind === 'CLOSED') return [{ date: row.date, kind: 'CLOSED' }];
        if (row.kind === 'EXTRA' && row.startTime && row.endTime) {
          return [{ date: row.date, kind: 'EXTRA', start: row.startTime, end: row.endTime }];
        }
        return [];
      });
    },

    /** Frees the wanted cells held by an unpaid order whose hold has run out. */
    async deleteExpiredHolds(counselorId: number, cells: Date[], now: Date): Promise<void> {
      await db
        .delete(reservationCells)
        .where(
          and(
            eq(reservationCells.counselorId, counselorId),
            inArray(reservationCells.cellStart, cells),
            isNull(reservationCells.sessionId),
            isNotNull(reservationCells.holdExpiresAt),
            lte(reservationCells.holdExpiresAt, now),
          ),
        );
    },

    /** Throws the database's unique violation when any cell is taken: that is the check. */
    async insertCells(
      counselorId: number,
      cells: Date[],
      orderId: number,
      holdExpiresAt: Date,
    ): Promise<void> {
      await db
        .insert(reservationCells)
        .values(cells.map((cellStart) => ({ counselorId, cellStart, orderId, holdExpiresAt })));
    },

    /** The order's live hold becomes the session's (or already is): how many cells it has. */
    async claim(orderId: number, sessionId: number, now: Date): Promise<number> {
      const rows = await db
        .update(reservationCells)
        .set({ sessionId, holdExpiresAt: null })
        .where(
          and(
            eq(reservationCells.orderId, orderId),
            or(
              and(isNull(reservationCells.sessionId), gt(reservationCells.holdExpiresAt, now)),
              eq(reservationCells.sessionId, sessionId),
            ),
          ),
        )
        .returning({ cellStart: reservationCells.cellStart });
      return rows.length;
    },

    async deleteOfOrder(orderId: number): Promise<number> {
      const rows = await db
        .delete(reservationCells)
        .where(eq(reservationCells.orderId, orderId))
        .returning({ cellStart: reservationCells.cellStart });
      return rows.length;
    },

    /** Cells sold, or held with a hold still running, starting in [from, to), by start. */
    async liveCellStarts(counselorId: number, from: Date, to: Date, now: Date): Promise<Date[]> {
      const rows = await db
        .select({ cellStart: reservationCells.cellStart })
        .from(reservationCells)
        .where(
          and(
            eq(reservationCells.counselorId, counselorId),
            gte(reservationCells.cellStart, from),
            lt(reservationCells.cellStart, to),
            or(isNull(reservationCells.holdExpiresAt), gt(reservationCells.holdExpiresAt, now)),
          ),
        )
        .orderBy(asc(reservationCells.cellStart));
      return rows.map(({ cellStart }) => cellStart);
    },
  };
}

export type ReservationsRepository = ReturnType<typeof createReservationsRepository>;
