import {
  type CounselorDateException,
  type DateExceptionRequest,
  minutesOfDay,
  seoulDateKey,
  type WeeklyHoursList,
  type WeeklyHoursRequest,
} from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { messages } from '../../lib/messages';
import { createCounselorsRepository } from '../counselors';
import { createAvailableTimesRepository } from './counselor-repository';
import { reservationMessages as m } from './messages';
import { createReservationsRepository } from './repository';

// The counselor's own available times (DESIGN "Available times and slots"): weekly hours
// replaced as a whole, dated exceptions added and removed one by one. Slots (holdSlot, the
// public answer) read the same rows, so a change reaches the next booking at once; slots
// already sold stay sold.

const conflict = (code: string, message: string) => new AppError(409, code, message);
const minutes = (value: string) => minutesOfDay(value) ?? 0;

export function createAvailableTimesService({ db, now }: { db: AppDb; now: Clock }) {
  const counselors = createCounselorsRepository(db);

  async function counselorIdOf(userId: number): Promise<number> {
    const counselor = await counselors.findByUserId(userId);
    if (!counselor) throw AppError.notFound(messages.auth.counselorNotFound);
    return counselor.id;
  }

  const today = () => seoulDateKey(now().getTime());

  return {
    async weekly(userId: number): Promise<WeeklyHoursList> {
      const counselorId = await counselorIdOf(userId);
      return { hours: await createReservationsRepository(db).weeklyHours(counselorId) };
    },

    async replaceWeekly(userId: number, request: WeeklyHoursRequest): Promise<WeeklyHoursList> {
      const counselorId = await counselorIdOf(userId);
      await inTransaction(db, (tx) =>
        createAvailableTimesRepository(tx).replaceWeekly(counselorId, request.hours),
      );
      return this.weekly(userId);
    },

    /** Today's exceptions and later ones (past dates are history). */
    async exceptions(userId: number): Promise<CounselorDateException[]> {
      const counselorId = await counselorIdOf(userId);
      return createAvailableTimesRepository(db).exceptionsFrom(counselorId, today());
    },

    async addException(
      userId: number,
      request: DateExceptionRequest,
    ): Promise<CounselorDateException[]> {
      const counselorId = await counselorIdOf(userId);
      if (request.date < today()) {
        throw AppError.validation([{ field: 'date', message: m.exceptionPast }]);
      }
      await inTransaction(db, async (tx) => {
        // One counselor's writes queue here, so two tabs cannot add clashing hours at once.
        const repository = createAvailableTimesRepository(tx);
        await repository.lockCounselor(counselorId);
        const sameDay = await repository.onDate(counselorId, request.date);
        const closed = sameDay.some((row) => row.kind === 'CLOSED');
        if (request.kind === 'CLOSED') {
          if (closed) throw conflict('EXCEPTION_EXISTS', m.closedTwice);
          if (sameDay.length > 0) throw conflict('EXCEPTION_CONFLICT', m.closedHasExtra);
        } else {
          if (closed) throw conflict('EXCEPTION_CONFLICT', m.extraOnClosed);
          const [start, end] = [minutes(request.start), minutes(request.end)];
          const overlaps = sameDay.some(
            (row) => start < minutes(row.endTime ?? '') && minutes(row.startTime ?? '') < end,
          );
          if (overlaps) throw conflict('EXCEPTION_CONFLICT', m.extraOverlap);
        }
        await repository.insertException(counselorId, request);
      });
      return this.exceptions(userId);
    },

    async deleteException(userId: number, id: number): Promise<CounselorDateException[]> {
      const counselorId = await counselorIdOf(userId);
      const deleted = await createAvailableTimesRepository(db).deleteException(counselorId, id);
      if (!deleted) throw AppError.notFound(m.exceptionNotFound);
      return this.exceptions(userId);
    },
  };
}

export type AvailableTimesService = ReturnType<typeof createAvailableTimesService>;
