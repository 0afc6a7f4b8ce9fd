import { NO_SHOW_AFTER_MS, PRESENCE_GRACE_MS, type SenderType } from '@arcana/domain';
import type { AppDb } from '../../db/database';
import type { Scheduler } from '../../lib/scheduler';
import type { ClockStep } from './clock';
import type { SessionRow } from './lifecycle-repository';

// The room's timers as scheduler jobs (rows of scheduled_jobs): they survive a restart, and of
// several api processes one claims each run; the handler then takes the session's row lock and
// applies its row only when the row's guard holds, so a second run is a no-op. Every key of a
// session equals `${id}` or starts with `${id}:`, so the dev shift finds them all.

/** The counselor's wait of a PENDING session (key: session id). */
export const WAIT_JOB = 'sessions.wait';
/** A transition's side effects (key: `<id>:<event>`, an added time's `<id>:<event>:<order>`). */
export const EFFECTS_JOB = 'sessions.effects';
/** SCHEDULED/PREPARING, 10 minutes after the start (key `${id}`): the no-show rows. */
export const NO_SHOW_JOB = 'sessions.no-show';
/**
 * IN_PROGRESS clock checks (keys `${id}:paid-end`, `${id}:absence`, `${id}:presence-USER`,
 * `${id}:presence-COUNSELOR`): reconcile the billed clock and apply TIME_UP or
 * COUNSELOR_ABSENT when due.
 */
export const CLOCK_JOB = 'sessions.clock';
/** Every 30 s: IN_PROGRESS sessions with a side out or a stale lease (a crashed holder). */
export const CLOCK_SWEEP_JOB = 'sessions.clock-sweep';
export const CLOCK_SWEEP_MS = 30_000;

export type ClockTimer = 'paid-end' | 'absence' | `presence-${SenderType}`;
export type SessionJobPayload = { sessionId: number };

export const clockKey = (sessionId: number, timer: ClockTimer) => `${sessionId}:${timer}`;

const CLOCK_TIMERS: readonly ClockTimer[] = [
  'paid-end',
  'absence',
  'presence-USER',
  'presence-COUNSELOR',
];

export function createLifecycleTimers(scheduler: Scheduler) {
  async function planOrCancel(tx: AppDb, sessionId: number, timer: ClockTimer, dueAt: Date | null) {
    const key = clockKey(sessionId, timer);
    if (dueAt === null) await scheduler.cancel(CLOCK_JOB, key, tx);
    else await scheduler.schedule(CLOCK_JOB, { key, payload: { sessionId }, dueAt }, tx);
  }

  return {
    /** The no-show check, 10 minutes after the start (IMMEDIATE: after the accept). */
    async planNoShow(tx: AppDb, row: SessionRow) {
      if (!row.startTime) return;
      await scheduler.schedule<SessionJobPayload>(
        NO_SHOW_JOB,
        {
          key: String(row.id),
          payload: { sessionId: row.id },
          dueAt: new Date(row.startTime.getTime() + NO_SHOW_AFTER_MS),
        },
        tx,
      );
    },
    async cancelNoShow(tx: AppDb, sessionId: number) {
      await scheduler.cancel(NO_SHOW_JOB, String(sessionId), tx);
    },
    /** When the paid seconds run out and when the counselor's absence reaches 5 minutes. */
    async planClock(tx: AppDb, sessionId: number, step: ClockStep) {
      await planOrCancel(tx, sessionId, 'paid-end', step.paidEndAt);
      await planOrCancel(tx, sessionId, 'absence', step.absenceEndAt);
    },
    /** When the side's lease runs out unless a stream of it refreshes it (then a no-op). */
    async planPresence(tx: AppDb, row: SessionRow, side: SenderType) {
      const seenAt = side === 'USER' ? row.userSeenAt : row.counselorSeenAt;
      const dueAt = seenAt ? new Date(seenAt.getTime() + PRESENCE_GRACE_MS) : null;
      await planOrCancel(tx, row.id, `presence-${side}`, dueAt);
    },
    async cancelPresence(tx: AppDb, sessionId: number, side: SenderType) {
      await planOrCancel(tx, sessionId, `presence-${side}`, null);
    },
    /** A closed session has no timers left. */
    async cancelAll(tx: AppDb, sessionId: number) {
      await scheduler.cancel(NO_SHOW_JOB, String(sessionId), tx);
      for (const timer of CLOCK_TIMERS) await planOrCancel(tx, sessionId, timer, null);
    },
  };
}

export type LifecycleTimers = ReturnType<typeof createLifecycleTimers>;
