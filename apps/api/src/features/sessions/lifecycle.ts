import {
  COUNSELING_TYPES,
  type CounselingType,
  type CounselorStatusEvent,
  ENTRY_OPENS_BEFORE_MS,
  SESSION_STATUSES,
  type SenderType,
  type Session,
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
import type { OrderHooks, OrderServices } from '../orders';
import { findProductForOrder } from '../products';
import type { ReservationServices } from '../reservations';
import { stepClock } from './clock';
import { createLifecycleClock } from './lifecycle-clock';
import { createLifecycleEffects, type EffectsPayload, effectsKey, pick } from './lifecycle-effects';
import {
  createLifecycleRepository,
  type SessionRow,
  type TransitionSet,
} from './lifecycle-repository';
import { closes, rowSet } from './lifecycle-room';
import { createLifecycleTimers } from './lifecycle-timers';
import { lifecycleMessages as m } from './messages';
import { createCounselingSessionsRepository } from './repository';
import type { RoomPublisher } from './room-publisher';
import { toSessionDto } from './session-dto';
import {
  hasEffects,
  type LifecycleEvent,
  type Transition,
  transitionOf,
  transitionsOf,
  type Wait,
} from './transitions';

// Runs the transition table (transitions.ts). An event takes the session's row lock (SELECT …
// FOR UPDATE) in a transaction and tries its rows for the current status in table order; the
// first whose conditional UPDATE (status and guard) matches wins. The same transaction cancels
// or plans the session's timers, frees the slot's cells, moves the counselor's status and plans
// the side effects as a job; after the commit the effects (refund, then notices) run at once,
// the room streams hear of the change and the counselor's status is announced. The job is the
// safety net: a process that dies between the commit and the effects leaves it to another.

/** The counselor's wait of a PENDING session (key: session id). */
export const WAIT_JOB = 'sessions.wait';
/** A transition's side effects (key: `<id>:<event>`, an added time's `<id>:<event>:<order>`). */
export const EFFECTS_JOB = 'sessions.effects';
export { CLOCK_JOB, CLOCK_SWEEP_JOB, NO_SHOW_JOB } from './lifecycle-timers';

const MINUTE_MS = 60_000;
const IMMEDIATE_WAIT_MS = 2 * MINUTE_MS;
const RESERVATION_WAIT_MS = 24 * 60 * MINUTE_MS;
const RESERVATION_WAIT_BEFORE_START_MS = 30 * MINUTE_MS;
/** When the safety net runs the effects if the direct run did not finish. */
const EFFECTS_SAFETY_MS = MINUTE_MS;

/** Who asks: a party may only move its own sessions (anyone else: 404). */
export type Actor = { userId?: number; counselorId?: number };

type ApplyOptions = {
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

type Applied = {
  row: SessionRow;
  effects: EffectsPayload | null;
  counselorStatus: CounselorStatusEvent | null;
};

/** When the counselor's wait of a PAID row runs out (transitions.ts Wait). */
export function respondByOf(wait: Wait, paidAt: Date, slotStart: Date | null): Date {
  if (wait === 'IMMEDIATE') return new Date(paidAt.getTime() + IMMEDIATE_WAIT_MS);
  const dayAfter = paidAt.getTime() + RESERVATION_WAIT_MS;
  const beforeStart = (slotStart?.getTime() ?? dayAfter) - RESERVATION_WAIT_BEFORE_START_MS;
  return new Date(Math.min(dayAfter, beforeStart));
}

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

const is409 = (error: unknown) => error instanceof AppError && error.status === 409;

export function createLifecycle(deps: LifecycleDeps) {
  const { db, now, scheduler, logger } = deps;
  const views = createCounselingSessionsRepository(db);
  const timers = createLifecycleTimers(scheduler);
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

  async function dto(row: SessionRow): Promise<Session> {
    const view = await views.findView(row.id);
    if (!view) throw AppError.notFound(m.sessionNotFound);
    return toSessionDto(view);
  }

  const clock = createLifecycleClock({ db, now, scheduler, room: deps.room, timers, tryApply });

  scheduler.register<EffectsPayload>(EFFECTS_JOB, async ({ payload }) => effects.run(payload));
  scheduler.register<{ sessionId: number }>(WAIT_JOB, async ({ payload }) => {
    const session = await createLifecycleRepository(db).find(payload.sessionId);
    if (session?.status !== 'PENDING') return; // answered, cancelled or gone: nothing to do
    if (session.respondBy && session.respondBy.getTime() > now().getTime()) {
      // Moved later (or this process's clock is behind the one that planned it): plan it again.
      await scheduler.schedule(WAIT_JOB, {
        key: String(session.id),
        payload: { sessionId: session.id },
        dueAt: session.respondBy,
      });
      return;
    }
    await tryApply(session.id, 'WAIT_EXPIRED');
  });

  const hooks: OrderHooks = {
    /**
     * In orders' confirm transaction. A SESSION order: the PENDING session (once per order),
     * the slot's cells claimed for it, the wait and the notifications planned (they go out
     * from the scheduler after the commit, never for a rolled-back payment). An ADD_TIME
     * order: 10 more minutes while the session is IN_PROGRESS and timed, else the order is
     * refunded whole (ADD_TIME_LATE), both under the session's lock.
     */
    async onPaid(tx, order) {
      const at = now();
      if (order.kind === 'ADD_TIME') {
        if (order.sessionId === null) throw new Error(`ADD_TIME order ${order.id} has no session`);
        const options = { orderRowId: order.id, effectsAfterCommit: true };
        try {
          await applyIn(tx, order.sessionId, 'ADD_TIME', options, at);
        } catch (error) {
          if (!is409(error)) throw error;
          await applyIn(tx, order.sessionId, 'ADD_TIME_LATE', options, at);
        }
        return { sessionId: order.sessionId };
      }
      const startType = pick(START_TYPES, order.startType, 'start type');
      const counselingType: CounselingType = pick(COUNSELING_TYPES, order.counselingType, 'type');
      const rule = transitionOf('PAID', startType);
      if (!rule?.wait || rule.to === null)
        throw new Error(`no PAID row with a wait for ${startType}`);
      const paidAt = order.paidAt ?? at;
      const respondBy = respondByOf(rule.wait, paidAt, order.slotStart);
      const product = await findProductForOrder(tx, order.productId);
      const { row, inserted } = await createLifecycleRepository(tx).insertForOrder({
        userId: order.userId,
        counselorId: order.counselorId,
        status: rule.to,
        startTime: startType === 'RESERVATION' ? order.slotStart : null,
        durationSeconds: order.durationMinutes === null ? null : order.durationMinutes * 60,
        counselingType,
        startType,
        productName: order.productName,
        productMainImage: product?.mainImageUri ?? null,
        orderId: order.id,
        productId: order.productId,
        respondBy,
        createdAt: at,
        updatedAt: at,
      });
      if (!inserted) return { sessionId: row.id };
      if (
        startType === 'RESERVATION' &&
        !(await deps.reservations.claimHold(tx, order.id, row.id, at))
      ) {
        throw new AppError(409, 'SLOT_TAKEN', m.slotLost);
      }
      await scheduler.schedule(
        WAIT_JOB,
        { key: String(row.id), payload: { sessionId: row.id }, dueAt: respondBy },
        tx,
      );
      const payload: EffectsPayload = { sessionId: row.id, event: 'PAID' };
      await scheduler.schedule(EFFECTS_JOB, { key: effectsKey(payload), payload, dueAt: at }, tx);
      return { sessionId: row.id };
    },

    /**
     * The provider voided a payment (orders saw the webhook and refunded it). A SESSION
     * order's session is cancelled; an ADD_TIME order's is left alone (only its money went).
     */
    async onVoided(orderRowId, order) {
      if (order?.kind === 'ADD_TIME') return;
      const session = await createLifecycleRepository(db).findByOrder(orderRowId);
      if (!session) return;
      await tryApply(session.id, 'PAYMENT_VOIDED');
    },
  };

  const enterEvent = { USER: 'USER_ENTER', COUNSELOR: 'COUNSELOR_ENTER' } as const;
  const exitEvent = { USER: 'USER_EXIT', COUNSELOR: 'COUNSELOR_EXIT' } as const;

  return {
    hooks,
    async accept(id: number, counselorId: number) {
      return dto(await apply(id, 'ACCEPT', { actor: { counselorId } }));
    },
    async decline(id: number, counselorId: number) {
      return dto(await apply(id, 'DECLINE', { actor: { counselorId } }));
    },
    async cancelByCounselor(id: number, counselorId: number) {
      return dto(await apply(id, 'COUNSELOR_CANCEL', { actor: { counselorId } }));
    },
    async cancelByUser(id: number, userId: number) {
      return dto(await apply(id, 'USER_CANCEL', { actor: { userId } }));
    },
    /** Admin: the operator cancels any open session (CANCELLED, full refund). */
    async cancelByOperator(id: number) {
      return dto(await apply(id, 'OPERATOR_CANCEL'));
    },
    /**
     * A party enters the room (first: PREPARING; the other: IN_PROGRESS; again: presence).
     * `sharedReadingId`: a reading the caller already checked is the user's own, with consent.
     */
    async enter(id: number, side: SenderType, actor: Actor, sharedReadingId?: number) {
      const at = now();
      const extra: TransitionSet =
        sharedReadingId === undefined ? {} : { sharedReadingId, sharedReadingAt: at };
      await apply(id, enterEvent[side], { actor, side, extra });
    },
    /** A party leaves; leaving when not in the room (or a closed one) changes nothing. */
    async exit(id: number, side: SenderType, actor: Actor) {
      const row = await createLifecycleRepository(db).find(id);
      if (!row || !ownedBy(row, actor)) throw AppError.notFound(m.sessionNotFound);
      if (!(side === 'USER' ? row.userInRoom : row.counselorInRoom)) return;
      try {
        await apply(id, exitEvent[side], { actor, side });
      } catch (error) {
        if (!is409(error)) throw error;
      }
    },
    /** Either party ends an IN_PROGRESS session (COMPLETED_BY_USER / _BY_COUNSELOR). */
    async complete(id: number, side: SenderType, actor: Actor) {
      await apply(id, 'COMPLETE', { actor, side });
    },
    /**
     * A room stream of `side` opened or closed (its presence lease is already written): the
     * billed clock is reconciled and, for a close, checked again when the lease runs out.
     */
    presenceChanged: clock.presenceChanged,
  };
}

function ownedBy(row: SessionRow, actor: Actor): boolean {
  if (actor.userId !== undefined && row.userId !== actor.userId) return false;
  if (actor.counselorId !== undefined && row.counselorId !== actor.counselorId) return false;
  return true;
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
