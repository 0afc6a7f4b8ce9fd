import type { AppDb } from '../../db/database';
import type { Scheduler } from '../../lib/scheduler';
import { createRoomRepository } from './room-repository';

// tables.ts: signals are swept after a day. A call's offer, answer and candidates matter for
// seconds; a day keeps them for anyone debugging a failed call that day.

export const SIGNAL_SWEEP_JOB = 'sessions.signal-sweep';
export const SIGNAL_RETENTION_MS = 24 * 60 * 60_000;
const SWEEP_INTERVAL_MS = 60 * 60_000;

export function registerSignalSweep({ db, scheduler }: { db: AppDb; scheduler: Scheduler }) {
  const rooms = createRoomRepository(db);
  scheduler.register(SIGNAL_SWEEP_JOB, async (_job, { now }) => {
    await rooms.deleteSignalsBefore(new Date(now.getTime() - SIGNAL_RETENTION_MS));
  });
  scheduler.every(SIGNAL_SWEEP_JOB, SWEEP_INTERVAL_MS);
}
