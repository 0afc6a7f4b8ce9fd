import { NO_SHOW_AFTER_MS, type SenderType } from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import type { Scheduler } from '../../lib/scheduler';
import { type ClockEnd, stepClock } from './clock';
import { createLifecycleRepository, type SessionRow } from './lifecycle-repository';
import {
  CLOCK_JOB,
  CLOCK_SWEEP_JOB,
  CLOCK_SWEEP_MS,
  type LifecycleTimers,
  NO_SHOW_JOB,
  type SessionJobPayload,
} from './lifecycle-timers';
import type { RoomPublisher } from './room-publisher';
import type { LifecycleEvent } from './transitions';

// The billed clock over time (clock.ts has the rules): reconciled under the session's row lock
// whenever presence changes (a room stream opens or closes, a lease runs out, the sweep finds
// a crashed holder) and when its timers come due; an end that is due (TIME_UP,
// COUNSELOR_ABSENT) is then applied as a row of the table, whose guard makes a second process's
// run a no-op. Also the no-show check 10 minutes after the start.

const ROOM_OPEN = ['PREPARING', 'IN_PROGRESS'];
/** No-show rows in the order they are tried; the guards make at most one hold. */
const NO_SHOWS: readonly LifecycleEvent[] = ['NO_SHOW_BOTH', 'NO_SHOW_COUNSELOR', 'NO_SHOW_USER'];
/** Sessions one sweep reconciles at most (the next sweep takes the rest). */
const SWEEP_BATCH = 200;

type Presence = { side: SenderType; change: 'open' | 'closed' };

export type LifecycleClockDeps = {
  db: AppDb;
  now: Clock;
  scheduler: Scheduler;
  room: RoomPublisher;
  timers: LifecycleTimers;
  tryApply(id: number, event: LifecycleEvent): Promise<SessionRow | undefined>;
};

export function createLifecycleClock(deps: LifecycleClockDeps) {
  const { db, now, scheduler, timers } = deps;

  /**
   * The clock columns brought up to date at now, its timers planned, and an end that is due
   * applied. `presence`: a stream opened (its lease is fresh, nothing will run out) or closed
   * (its lease runs out 15 s from now unless another stream of the side opens).
   */
  async function reconcile(sessionId: number, presence?: Presence, publish = false) {
    const at = now();
    const result = await inTransaction(db, async (tx) => {
      const repository = createLifecycleRepository(tx);
      const row = await repository.lock(sessionId);
      if (!row || !ROOM_OPEN.includes(row.status)) return undefined;
      if (presence?.change === 'open') await timers.cancelPresence(tx, row.id, presence.side);
      if (presence?.change === 'closed') await timers.planPresence(tx, row, presence.side);
      if (row.status !== 'IN_PROGRESS') return { changed: false, due: null };
      const step = stepClock(row, at);
      const changed = Object.keys(step.set).length > 0;
      if (changed) await repository.write(row.id, step.set, at);
      await timers.planClock(tx, row.id, step);
      return { changed, due: step.due };
    });
    if (!result) return;
    if (result.changed || presence || publish) await deps.room.stateChanged(sessionId);
    const due: ClockEnd | null = result.due;
    if (due) await deps.tryApply(sessionId, due);
  }

  scheduler.register<SessionJobPayload>(CLOCK_JOB, async ({ key, payload }) => {
    // A lease that ran out changes what both sides see even when the clock was not running.
    await reconcile(payload.sessionId, undefined, key.includes(':presence-'));
  });

  scheduler.register(CLOCK_SWEEP_JOB, async () => {
    const ids = await createLifecycleRepository(db).staleInProgress(now(), SWEEP_BATCH);
    for (const id of ids) await reconcile(id);
  });
  scheduler.every(CLOCK_SWEEP_JOB, CLOCK_SWEEP_MS);

  scheduler.register<SessionJobPayload>(NO_SHOW_JOB, async ({ payload }) => {
    const row = await createLifecycleRepository(db).find(payload.sessionId);
    if (!row || !['SCHEDULED', 'PREPARING'].includes(row.status) || !row.startTime) return;
    const dueAt = row.startTime.getTime() + NO_SHOW_AFTER_MS;
    if (dueAt > now().getTime()) {
      // The start moved later, or this process's clock is behind: check again then.
      await db.transaction((tx) => timers.planNoShow(tx, row));
      return;
    }
    for (const event of NO_SHOWS) {
      if (await deps.tryApply(row.id, event)) return;
    }
  });

  return {
    presenceChanged: (sessionId: number, side: SenderType, change: 'open' | 'closed') =>
      reconcile(sessionId, { side, change }),
    reconcile,
  };
}
