import {
  type CounselorProfile,
  type CounselorStatus,
  type CounselorStatusEvent,
  counselorStatusOrDefault,
} from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { messages } from '../../lib/messages';
import type { CounselorStatusBus } from '../../realtime/counselor-status-bus';
import { type CounselorRow, createCounselorsRepository, type StatusChange } from './repository';

// DESIGN "Counselor status": the counselor chooses ON, OFF or BUSY; COUNSELING is the
// system's. A change the public can see is announced on the status bus after it is stored.

/** Only listed counselors' changes are public (an applicant's status is nobody's business). */
function isListed(row: CounselorRow): boolean {
  return row.enabled && row.level >= 1 && row.name !== null;
}

/** The public event of a stored change, or null when nothing visible changed. */
export function eventOf(change: StatusChange | undefined): CounselorStatusEvent | null {
  if (!change || change.row.status === change.previous || !isListed(change.row)) return null;
  return {
    counselorId: change.row.id,
    status: counselorStatusOrDefault(change.row.status),
    at: change.row.statusChangedAt.toISOString(),
  };
}

export function toCounselorProfile(row: CounselorRow): CounselorProfile {
  return {
    id: row.id,
    level: row.level,
    status: counselorStatusOrDefault(row.status),
    enabled: row.enabled,
  };
}

/**
 * For issue 10's lifecycle, inside its transaction: COUNSELING when a session starts (the
 * status before it remembered), the remembered or meanwhile chosen one when it ends. Hand the
 * answer to `CounselorServices.publishStatus` after the commit.
 */
export async function setCounselingStatus(
  tx: AppDb,
  counselorId: number,
  counseling: boolean,
  at: Date,
): Promise<CounselorStatusEvent | null> {
  return eventOf(await createCounselorsRepository(tx).setCounseling(counselorId, counseling, at));
}

export function createStatusService({
  db,
  bus,
  now,
  logger,
  onChange,
}: {
  db: AppDb;
  bus: CounselorStatusBus;
  now: Clock;
  logger: Logger;
  /** Called for every change made in this process (other processes' come through the bus). */
  onChange?: () => void;
}) {
  const counselors = createCounselorsRepository(db);

  const publish = async (event: CounselorStatusEvent | null) => {
    if (!event) return;
    onChange?.();
    // The change is stored; a lost announcement only delays it until the next resync.
    await bus.publish(event).catch((error: unknown) => {
      logger.error(`counselor status ${event.counselorId} was stored but not announced`, error);
    });
  };

  return {
    publish,
    /** PATCH /api/client/counselor/status: the caller's own choice. */
    async choose(userId: number, status: CounselorStatus): Promise<CounselorProfile> {
      const change = await counselors.chooseStatus(userId, status, now());
      if (!change) throw AppError.notFound(messages.auth.counselorNotFound);
      await publish(eventOf(change));
      return toCounselorProfile(change.row);
    },
  };
}

export type StatusService = ReturnType<typeof createStatusService>;
