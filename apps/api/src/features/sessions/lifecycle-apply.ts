import {
  type CounselorStatusEvent,
  ENTRY_OPENS_BEFORE_MS,
  SESSION_STATUSES,
  type SenderType,
  type SessionStatus,
  START_TYPES,
} from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { Scheduler } from '../../lib/scheduler';
import { setCounselingStatus } from '../counselors';
import type { Notifier } from '../notifications';
import type { OrderServices } from '../orders';
import type { ReservationServices } from '../reservations';
import { stepClock } from './clock';
import { createLifecycleEffects, type EffectsPayload, effectsKey, pick } from './lifecycle-effects';
import {
  createLifecycleRepository,
  type SessionRow,
  type TransitionSet,
} from './lifecycle-repository';
import { closes, rowSet } from './lifecycle-room';
import { EFFECTS_JOB, type LifecycleTimers, WAIT_JOB } from './lifecycle-timers';
import { lifecycleMessages as m } from './messages';
import type { RoomPublisher } from './room-publisher';
import { hasEffects, type LifecycleEvent, type Transition, transitionsOf } from './transitions';

// How one event runs (transitions.ts is the table): it takes the session's row lock (SELECT …
// FOR UPDATE) in a transaction and tries the event's rows for the current status in table
// order; the first whose conditional UPDATE (status and guard) matches wins. The same
// transaction cancels or plans the session's timers, frees the slot's cells, moves the
// counselor's status and plans the side effects as a job; after the commit the effects
// (refund, then notices) run at once, the room streams hear of the change and the counselor's
// status is announced. The job is the safety net: a process that dies between the commit and
// the effects leaves it to another.

/** When the safety net runs the effects if the direct run did not finish. */
const EFFECTS_SAFETY_MS = 60_000;

/** Who asks: a party may only move its own sessions (anyone else: 404). */
export type Actor = { userId?: number; counselorId?: number };

export type ApplyOptions = {
  actor?: Actor;
  /** The acting side: its presence, or the caller of COMPLETE (the end reason). */
  side?: SenderType;
  /** The ADD_TIME order that caused the event. */
  orderRowId?: number;
  /** Also written (the shared reading of an entry). */
  extra?: TransitionSet;
  /** Inside another feature's transaction: the effects job runs them after its commit. */
  effectsAfterCommit?: boolean;
};

export type Applied = {
  row: SessionRow;
  effects: EffectsPayload | null;
  counselorStatus: CounselorStatusEvent | null;
};

export type LifecycleDeps = {
  db: AppDb;
  now: Clock;
  logger: Logger;
  scheduler: Scheduler;
  notifier: Notifier;
  orders: Pick<OrderServices, 'refundInFull' | 'refundPartial' | 'createAddTimeOrder'>;
  reservations: Pick<ReservationServices, 'claimHold' | 'releaseOrder'>;
  /** Tells every room stream of a session that it changed. */
  room: RoomPublisher;
  /** Announces a counselor's status change on the public status stream. */
  counselors?: { publishStatus(event: CounselorStatusEvent | null): Promise<void> };
};

/** Why no row of the event matched the locked session (409). */
function refusal(row: SessionRow, rules: readonly Transition[]): AppError {
  const status = pick(SESSION_STATUSES, row.status, 'status');
  const guards = rules.map((rule) => rule.guard);
  if (guards.includes('ENTRY_OPEN') && row.startTime) {
    const opensAt = new Date(row.startTime.getTime() - ENTRY_OPENS_BEFORE_MS);
    return new AppError(409, 'ENTRY_NOT_OPEN', m.entryNotOpen(opensAt));
  }
  if (guards.includes('CANCEL_DEADLINE')) {
    return new AppError(409, 'CANCEL_DEADLINE_PASSED', m.cancelDeadline);
  }
  if (guards.includes('BEFORE_RESPONSE_DEADLINE')) {
    return new AppError(409, 'RESPONSE_TIME_OVER', m.responseTimeOver);
  }
  return new AppError(409, 'INVALID_TRANSITION', m.notAllowed(status));
}

export const is409 = (error: unknown) => error instanceof AppError && error.status === 409;

export function ownedBy(row: SessionRow, actor: Actor): boolean {
  if (actor.userId !== undefined && row.userId !== actor.userId) return false;
  if (actor.counselorId !== undefined && row.counselorId !== actor.counselorId) return false;
  return true;
}

export function createTransitions(deps: LifecycleDeps, timers: LifecycleTimers) {
  const { db, now, scheduler, logger } = deps;
  const effects = createLifecycleEffects(deps);

  /** The counselor's status when a session of it ends: back, unless another keeps it busy. */
  async function counselorBack(tx: AppDb, row: SessionRow, at: Date) {
    const repository = createLifecycleRepository(tx);
    await repository.lockCounselor(row.counselorId);
    if (await repository.otherInProgress(row.counselorId, row.id)) return null;
    return setCounselingStatus(tx, row.counselorId, false, at);
  }

  /** What a matched row does besides its UPDATE, in the same transaction. */
  async function afterMove(
    tx: AppDb,
    rule: Transition,
    before: SessionRow,
    moved: SessionRow,
    context: { at: Date; side?: SenderType | undefined },
  ): Promise<CounselorStatusEvent | null> {
    const { at } = context;
    if (before.status === 'PENDING') await scheduler.cancel(WAIT_JOB, String(moved.id), tx);
    if (rule.releasesSlot && moved.orderId !== null) {
      await deps.reservations.releaseOrder(tx, moved.orderId);
    }
    if (closes(rule)) {
      await timers.cancelAll(tx, moved.id);
      return before.status === 'IN_PROGRESS' ? counselorBack(tx, moved, at) : null;
    }
    if (moved.status === 'SCHEDULED' && before.status !== 'SCHEDULED') {
      await timers.planNoShow(tx, moved);
    }
    if (moved.status === 'IN_PROGRESS') {
      if (before.status !== 'IN_PROGRESS') await timers.cancelNoShow(tx, moved.id);
      await timers.planClock(tx, moved.id, stepClock(moved, at));
    }
    const side = rule.side ?? context.side;
    if (side && rule.room?.includes('ENTER')) await timers.planPresence(tx, moved, side);
    if (side && rule.room?.includes('EXIT')) await timers.cancelPresence(tx, moved.id, side);
    if (rule.room?.includes('START')) {
      return setCounselingStatus(tx, moved.counselorId, true, at);
    }
    return null;
  }

  /** One event under the row's lock: the first row of the table that matches, or 404/409. */
  async function applyIn(
    tx: AppDb,
    id: number,
    event: LifecycleEvent,
    options: ApplyOptions,
    at: Date,
  ): Promise<Applied> {
    const repository = createLifecycleRepository(tx);
    const actor = options.actor ?? {};
    const row = await repository.lock(id);
    if (!row || !ownedBy(row, actor)) throw AppError.notFound(m.sessionNotFound);
    const startType = pick(START_TYPES, row.startType, 'start type');
    const status: SessionStatus = pick(SESSION_STATUSES, row.status, 'status');
    const rules = transitionsOf(event, startType, status);
    for (const rule of rules) {
      const moved = await repository.transition({
        id,
        from: rule.from,
        to: rule.to,
        guard: rule.guard,
        side: rule.side,
        ...actor,
        now: at,
        set: { ...rowSet(rule, row, { at, side: options.side }), ...options.extra },
      });
      if (!moved) continue;
      const counselorStatus = await afterMove(tx, rule, row, moved, { at, side: options.side });
      const payload: EffectsPayload = {
        sessionId: id,
        event,
        to: rule.to,
        ...(options.orderRowId === undefined ? {} : { orderRowId: options.orderRowId }),
      };
      if (!hasEffects(rule)) return { row: moved, effects: null, counselorStatus };
      await scheduler.schedule<EffectsPayload>(
        EFFECTS_JOB,
        {
          key: effectsKey(payload),
          payload,
          dueAt: options.effectsAfterCommit ? at : new Date(at.getTime() + EFFECTS_SAFETY_MS),
        },
        tx,
      );
      return { row: moved, effects: payload, counselorStatus };
    }
    throw refusal(row, rules);
  }

  /** After the commit: the counselor's status announced, the room told, the effects run. */
  async function afterCommit(applied: Applied) {
    const { row } = applied;
    try {
      await deps.counselors?.publishStatus(applied.counselorStatus);
      await deps.room.stateChanged(row.id);
    } catch (error) {
      logger.error(`session ${row.id}: telling the room or the status stream failed`, error);
    }
    if (!applied.effects) return;
    try {
      await effects.run(applied.effects);
      await scheduler.cancel(EFFECTS_JOB, effectsKey(applied.effects));
    } catch (error) {
      logger.error(`session ${row.id} ${applied.effects.event}: side effects failed`, error);
    }
  }

  /** Applies an event: the new row, or 404 (not this actor's) or 409 (no row matches). */
  async function apply(
    id: number,
    event: LifecycleEvent,
    options: ApplyOptions = {},
  ): Promise<SessionRow> {
    const at = now();
    const applied = await inTransaction(db, (tx) => applyIn(tx, id, event, options, at));
    await afterCommit(applied);
    return applied.row;
  }

  /** For timers and webhooks: a 409 means someone else got there first. */
  async function tryApply(id: number, event: LifecycleEvent): Promise<SessionRow | undefined> {
    try {
      return await apply(id, event);
    } catch (error) {
      if (is409(error)) return undefined;
      throw error;
    }
  }

  return { applyIn, apply, tryApply, runEffects: effects.run };
}

export type Transitions = ReturnType<typeof createTransitions>;
