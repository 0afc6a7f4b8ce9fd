import type { CounselorReservation } from '@arcana/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { selectCounselorSessions } from './counselor-reservations';
import { counselingSessions as s } from './tables';

// GET /api/client/counselor/sessions/requests: the IMMEDIATE requests still waiting for the
// counselor's answer (DESIGN "Incoming requests"). A request whose 2 minutes ran out is gone at
// once, even before its wait job has declined it.

export function counselorRequests(
  db: AppDb,
  counselorId: number,
  now: Date,
): Promise<CounselorReservation[]> {
  return selectCounselorSessions(
    db,
    and(
      eq(s.counselorId, counselorId),
      eq(s.startType, 'IMMEDIATE'),
      eq(s.status, 'PENDING'),
      gt(s.respondBy, now),
    ),
    [asc(s.respondBy), asc(s.id)],
  );
}
