import {
  COUNSELOR_RESERVATION_FILTERS,
  type CounselorReservation,
  type CounselorReservationFilter,
} from '@arcana/domain';
import { and, asc, desc, eq, gte, inArray, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { AppDb } from '../../db/database';
import { users } from '../accounts';
import { counselors } from '../counselors';
import { readMessages as rm } from './reads-messages';
import { MAX_RANGE_DAYS, seoulMidnight } from './reads-query';
import { counselorUsers } from './reads-repository';
import type { CounselingSessionView } from './repository';
import { toSessionDto } from './session-dto';
import { counselingSessions } from './tables';
import { OPEN_STATUSES } from './transitions';

// GET /api/client/counselor/reservations: the counselor's RESERVATION sessions for its calendar
// and list. PENDING = waiting for its answer, SCHEDULED = accepted and not over (entered ones
// too), DONE = closed (cancelled, completed, no-show). Days are Seoul calendar days on the slot.

const s = counselingSessions;
const DAY_MS = 86_400_000;
/** A 무제한 reservation holds an hour of the calendar (DESIGN "Available times and slots"). */
const UNLIMITED_SLOT_SECONDS = 3_600;
/** More than a busy counselor books in a year; the list is not paged. */
export const COUNSELOR_RESERVATIONS_MAX = 500;

const STATUSES_OF: Record<CounselorReservationFilter, SQL> = {
  PENDING: eq(s.status, 'PENDING'),
  SCHEDULED: inArray(
    s.status,
    OPEN_STATUSES.filter((status) => status !== 'PENDING'),
  ),
  DONE: notInArray(s.status, [...OPEN_STATUSES]),
};

const isDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
};
const day = v.pipe(v.string(rm.date), v.check(isDay, rm.date));

export const counselorReservationsQuerySchema = v.pipe(
  v.object({
    status: v.optional(
      v.picklist(
        COUNSELOR_RESERVATION_FILTERS,
        '상태는 PENDING, SCHEDULED, DONE 중에서 골라 주세요.',
      ),
    ),
    from: v.optional(day),
    to: v.optional(day),
  }),
  v.forward(
    v.check(({ from, to }) => !from || !to || from <= to, rm.range),
    ['to'],
  ),
  v.forward(
    v.check(
      ({ from, to }) =>
        !from ||
        !to ||
        seoulMidnight(to).getTime() - seoulMidnight(from).getTime() < MAX_RANGE_DAYS * DAY_MS,
      rm.rangeTooLong,
    ),
    ['to'],
  ),
);
export type CounselorReservationsQuery = v.InferOutput<typeof counselorReservationsQuerySchema>;

type Row = CounselingSessionView & { price: number | null };

export function toCounselorReservation(row: Row): CounselorReservation {
  const { session } = row;
  const seconds = session.durationSeconds ?? UNLIMITED_SLOT_SECONDS;
  return {
    ...toSessionDto(row),
    userId: session.userId,
    endTime: session.startTime
      ? new Date(session.startTime.getTime() + seconds * 1000).toISOString()
      : null,
    respondBy: session.status === 'PENDING' ? (session.respondBy?.toISOString() ?? null) : null,
    price: row.price,
    createdAt: session.createdAt.toISOString(),
  };
}

export async function counselorReservations(
  db: AppDb,
  counselorId: number,
  query: CounselorReservationsQuery,
): Promise<CounselorReservation[]> {
  const where = and(
    eq(s.counselorId, counselorId),
    eq(s.startType, 'RESERVATION'),
    query.status ? STATUSES_OF[query.status] : undefined,
    query.from ? gte(s.startTime, seoulMidnight(query.from)) : undefined,
    query.to ? lt(s.startTime, new Date(seoulMidnight(query.to).getTime() + DAY_MS)) : undefined,
  );
  return selectCounselorSessions(
    db,
    where,
    query.status === 'DONE' ? [desc(s.startTime), desc(s.id)] : [asc(s.startTime), asc(s.id)],
  );
}

/** The counselor's sessions as its calendar and its incoming requests read them. */
export async function selectCounselorSessions(
  db: AppDb,
  where: SQL | undefined,
  order: SQL[],
): Promise<CounselorReservation[]> {
  const rows = await db
    .select({
      session: s,
      counselorName: sql<string>`coalesce(${counselors.name}, ${counselorUsers.displayName})`,
      userDisplayName: users.displayName,
      counselorUserId: counselors.userId,
      price: sql<number | null>`(select o.price from orders o where o.id = ${s.orderId})`,
    })
    .from(s)
    .innerJoin(users, eq(users.id, s.userId))
    .innerJoin(counselors, eq(counselors.id, s.counselorId))
    .innerJoin(counselorUsers, eq(counselorUsers.id, counselors.userId))
    .where(where)
    .orderBy(...order)
    .limit(COUNSELOR_RESERVATIONS_MAX);
  return rows.map(toCounselorReservation);
}
