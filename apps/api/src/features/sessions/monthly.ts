import type { CounselorMonthly } from '@arcana/domain';
import * as v from 'valibot';
import { AppError } from '../../lib/app-error';
import type { CounselorsRepository } from '../counselors';
import type { ReservationServices } from '../reservations';
import { lifecycleMessages as m } from './messages';
import type { CounselingSessionsRepository } from './repository';
import { toSessionDto } from './session-dto';

// GET .../counselor-monthly/{counselorId}?year=&month= (DESIGN "Counselor status"): anyone
// logged in gets the counselor's occupied times of that Seoul month (held and sold cells,
// start and end only); the counselor asking about itself also gets its sessions in full.

const SEOUL_OFFSET_MS = 9 * 3_600_000;

export const monthlyQuerySchema = v.object({
  year: v.pipe(
    v.string(m.year),
    v.regex(/^\d{4}$/, m.year),
    v.transform(Number),
    v.minValue(2000, m.year),
    v.maxValue(2100, m.year),
  ),
  month: v.pipe(
    v.string(m.month),
    v.regex(/^\d{1,2}$/, m.month),
    v.transform(Number),
    v.minValue(1, m.month),
    v.maxValue(12, m.month),
  ),
});

/** [first instant, first instant of the next month) of a Seoul calendar month. */
export function seoulMonth(year: number, month: number): { from: Date; to: Date } {
  return {
    from: new Date(Date.UTC(year, month - 1, 1) - SEOUL_OFFSET_MS),
    to: new Date(Date.UTC(year, month, 1) - SEOUL_OFFSET_MS),
  };
}

export async function counselorMonthly(
  deps: {
    counselors: CounselorsRepository;
    sessions: CounselingSessionsRepository;
    reservations: Pick<ReservationServices, 'occupiedBetween'>;
  },
  input: { counselorId: number; year: number; month: number; callerUserId: number },
): Promise<CounselorMonthly> {
  const counselor = await deps.counselors.findById(input.counselorId);
  const own = counselor?.userId === input.callerUserId;
  const listed = counselor?.enabled && counselor.level >= 1 && counselor.name !== null;
  if (!counselor || !(own || listed)) throw AppError.notFound(m.counselorNotFound);
  const { from, to } = seoulMonth(input.year, input.month);
  const occupied = await deps.reservations.occupiedBetween(counselor.id, from, to);
  const answer: CounselorMonthly = {
    year: input.year,
    month: input.month,
    occupied: occupied.map(({ start, end }) => ({
      start: start.toISOString(),
      end: end.toISOString(),
    })),
  };
  if (!own) return answer;
  const sessions = await deps.sessions.startingBetween(counselor.id, from, to);
  return { ...answer, sessions: sessions.map(toSessionDto) };
}
