import type { Reservation } from '@arcana/domain';
import { toCounselorBrief } from '../counselors';
import type { RefundRow, ReservationRow } from './reservations-repository';
import { toSessionDto } from './session-dto';

const HOUR_MS = 3_600_000;

/** Free cancellation ends 1 hour before the start (DESIGN "Session lifecycle"). */
export function cancelDeadlineOf(startTime: Date | null): Date | null {
  return startTime ? new Date(startTime.getTime() - HOUR_MS) : null;
}

/** The user may cancel: PENDING any time; SCHEDULED up to (and at) 1 hour before the start. */
export function isCancellable(status: string, startTime: Date | null, now: Date): boolean {
  if (status === 'PENDING') return true;
  const deadline = cancelDeadlineOf(startTime);
  return status === 'SCHEDULED' && deadline !== null && now.getTime() <= deadline.getTime();
}

function refundOf(rows: RefundRow[]): Reservation['refund'] {
  const last = rows.at(-1);
  if (!last) return null;
  return {
    amount: rows.reduce((sum, row) => sum + row.amount, 0),
    points: rows.reduce((sum, row) => sum + row.points, 0),
    reason: last.reason,
    at: (last.doneAt ?? last.createdAt).toISOString(),
  };
}

export function toReservationDto(
  row: ReservationRow,
  refunds: RefundRow[],
  now: Date,
): Reservation {
  const { session } = row;
  const deadline = cancelDeadlineOf(session.startTime);
  return {
    session: toSessionDto(row),
    orderId: row.order.orderId,
    price: row.order.price,
    pointsUsed: row.order.pointsUsed,
    amount: row.order.amount,
    refund: refundOf(refunds.filter((refund) => refund.orderId === session.orderId)),
    cancellable: isCancellable(session.status, session.startTime, now),
    cancelDeadline: deadline?.toISOString() ?? null,
    counselor: toCounselorBrief(row.counselor),
  };
}
