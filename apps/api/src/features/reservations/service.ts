import {
  type AvailableTimes,
  freeSlotStarts,
  isOnSlotGrid,
  occupiedCells,
  SLOT_GRID_MINUTES,
  SLOT_HORIZON_DAYS,
  SLOT_LEAD_MINUTES,
  seoulDateKey,
} from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { uniqueViolationConstraint } from '../../db/unique-violation';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createCounselorsRepository } from '../counselors';
import { reservationMessages as m } from './messages';
import { createReservationsRepository } from './repository';

/** 409 code of a slot sold or held by someone else (ORDER_ERROR_CODES.slotTaken). */
export const SLOT_TAKEN = 'SLOT_TAKEN';
const MINUTE_MS = 60_000;
const CELL_MS = SLOT_GRID_MINUTES * MINUTE_MS;
/** Exceptions the public answer carries: today and the next 30 Seoul dates. */
const EXCEPTION_DAYS = 31;

export type HoldRequest = {
  counselorId: number;
  start: Date;
  /** The product's minutes; null = 무제한 (occupies UNLIMITED_SLOT_MINUTES). */
  durationMinutes: number | null;
  /** orders.id of the order being paid. */
  orderId: number;
  holdExpiresAt: Date;
};

export type OccupiedInterval = { start: Date; end: Date };

const slotError = (message: string) => AppError.validation([{ field: 'slotStart', message }]);

// Seoul keeps no daylight saving time, so a day is always 24 hours there.
function seoulDate(epochMs: number, plusDays = 0): string {
  return seoulDateKey(epochMs + plusDays * 24 * 60 * MINUTE_MS);
}

/** Back-to-back cells become one interval. */
export function mergeCells(cellStarts: Date[]): OccupiedInterval[] {
  const intervals: { start: number; end: number }[] = [];
  for (const cell of cellStarts) {
    const start = cell.getTime();
    const last = intervals.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, start + CELL_MS);
    else intervals.push({ start, end: start + CELL_MS });
  }
  return intervals.map(({ start, end }) => ({ start: new Date(start), end: new Date(end) }));
}

export function createReservationServices({ db, now }: { db: AppDb; now: Clock }) {
  const counselors = createCounselorsRepository(db);

  /** Counselors the public sees (enabled, past level 0, named); others are not found. */
  async function publicCounselor(counselorId: number) {
    const counselor = await counselors.findById(counselorId);
    if (!counselor?.enabled || counselor.level < 1 || !counselor.name) {
      throw AppError.notFound(m.counselorNotFound);
    }
    return counselor;
  }

  return {
    publicCounselor,

    async availableTimes(counselorId: number): Promise<AvailableTimes> {
      await publicCounselor(counselorId);
      const repository = createReservationsRepository(db);
      const today = now().getTime();
      return {
        weekly: await repository.weeklyHours(counselorId),
        exceptions: await repository.exceptions(
          counselorId,
          seoulDate(today),
          seoulDate(today, EXCEPTION_DAYS - 1),
        ),
      };
    },

    /**
     * Holds a slot for an order inside the caller's transaction. The slot must be a free-slot
     * start of the counselor's hours (400 otherwise); whether it is free is left to the
     * database: one row per cell, unique per counselor, so of two buyers exactly one inserts
     * and the other gets 409 SLOT_TAKEN. Expired, unpaid holds of those cells are cleared first.
     */
    async holdSlot(tx: AppDb, request: HoldRequest): Promise<void> {
      const start = request.start.getTime();
      if (!Number.isFinite(start) || !isOnSlotGrid(start)) throw slotError(m.offGrid);
      const at = now();
      const earliest = at.getTime() + SLOT_LEAD_MINUTES * MINUTE_MS;
      const latest = at.getTime() + SLOT_HORIZON_DAYS * 24 * 60 * MINUTE_MS;
      if (start < earliest || start > latest) throw slotError(m.outOfRange);
      const repository = createReservationsRepository(tx);
      const weekly = await repository.weeklyHours(request.counselorId);
      const exceptions = await repository.exceptions(
        request.counselorId,
        seoulDate(at.getTime()),
        seoulDate(at.getTime(), SLOT_HORIZON_DAYS + 1),
      );
      // Occupancy is not read here: the unique cells below decide it.
      const starts = freeSlotStarts({
        weekly,
        exceptions,
        occupied: [],
        durationMinutes: request.durationMinutes,
        now: at.getTime(),
      });
      if (!starts.includes(start)) throw slotError(m.closedHours);
      const cells = occupiedCells(start, request.durationMinutes).map((cell) => new Date(cell));
      try {
        // A savepoint: a lost race leaves the caller's transaction usable.
        await tx.transaction(async (savepoint) => {
          const inner = createReservationsRepository(savepoint);
          await inner.deleteExpiredHolds(request.counselorId, cells, at);
          await inner.insertCells(
            request.counselorId,
            cells,
            request.orderId,
            request.holdExpiresAt,
          );
        });
      } catch (error) {
        if (uniqueViolationConstraint(error) !== undefined) {
          throw new AppError(409, SLOT_TAKEN, m.slotTaken);
        }
        throw error;
      }
    },

    /**
     * At payment: the order's cells become the session's. False when the hold ran out (or
     * was taken over after running out, or released); true again for the same session.
     */
    async claimHold(tx: AppDb, orderId: number, sessionId: number, at: Date): Promise<boolean> {
      // Every cell of an order shares one holdExpiresAt and a cell is only taken over once
      // that has passed, so a hold that lost any cell has no live cell left to claim.
      return (await createReservationsRepository(tx).claim(orderId, sessionId, at)) > 0;
    },

    /** Frees every cell of an order (hold ended, or its session was cancelled). */
    async releaseOrder(tx: AppDb, orderId: number): Promise<void> {
      await createReservationsRepository(tx).deleteOfOrder(orderId);
    },

    /** Sold and live-held time of [from, to), merged into intervals, earliest first. */
    async occupiedBetween(counselorId: number, from: Date, to: Date): Promise<OccupiedInterval[]> {
      const cells = await createReservationsRepository(db).liveCellStarts(
        counselorId,
        from,
        to,
        now(),
      );
      return mergeCells(cells);
    },

    /**
     * The slot starts a buyer could pick now: the counselor's hours from 1 hour to 30 days
     * ahead, less its sold cells and live holds (what the purchase page offers).
     */
    async freeStarts(counselorId: number, durationMinutes: number | null): Promise<Date[]> {
      const at = now().getTime();
      const repository = createReservationsRepository(db);
      const cells = await repository.liveCellStarts(
        counselorId,
        new Date(at),
        new Date(at + (SLOT_HORIZON_DAYS + 1) * 24 * 60 * MINUTE_MS),
        new Date(at),
      );
      const starts = freeSlotStarts({
        weekly: await repository.weeklyHours(counselorId),
        exceptions: await repository.exceptions(
          counselorId,
          seoulDate(at),
          seoulDate(at, SLOT_HORIZON_DAYS + 1),
        ),
        occupied: mergeCells(cells).map(({ start, end }) => ({
          start: start.getTime(),
          end: end.getTime(),
        })),
        durationMinutes,
        now: at,
      });
      return starts.map((start) => new Date(start));
    },
  };
}

export type ReservationServices = Omit<
  ReturnType<typeof createReservationServices>,
  'availableTimes' | 'publicCounselor'
>;
