import {
  COUNSELING_TYPES,
  type CounselingType,
  type SenderType,
  type Session,
  START_TYPES,
} from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { Scheduler } from '../../lib/scheduler';
import type { Notifier } from '../notifications';
import type { OrderHooks, OrderServices } from '../orders';
import { findProductForOrder } from '../products';
import type { ReservationServices } from '../reservations';
import { createLifecycleRepository, type SessionRow } from './lifecycle-repository';
import { lifecycleMessages as m, noticeTexts, refundReasons } from './messages';
import { type CounselingSessionView, createCounselingSessionsRepository } from './repository';
import type { RoomPublisher } from './room-publisher';
import { toSessionDto } from './session-dto';
import {
  type LifecycleEvent,
  type Notice,
  OPEN_STATUSES,
  type Transition,
  transitionOf,
  type Wait,
} from './transitions';

// Runs the transition table (transitions.ts). A transition is one conditional UPDATE in a
// transaction that also cancels the counselor's wait, frees the slot's cells and plans the
// side effects as a scheduler job; after the commit the effects (refund, then notifications)
// run at once and the job is cancelled. The job is the safety net: a process that dies between
// the commit and the effects leaves it to another, so a refund is never lost. Refunds are
// idempotent per order and cause (orders), so a repeated run refunds once.

/** The counselor's wait of a PENDING session (key: session id). */
export const WAIT_JOB = 'sessions.wait';
/** A transition's side effects (key: `<session id>:<event>`). */
export const EFFECTS_JOB = 'sessions.effects';

const MINUTE_MS = 60_000;
const IMMEDIATE_WAIT_MS = 2 * MINUTE_MS;
const RESERVATION_WAIT_MS = 24 * 60 * MINUTE_MS;
const RESERVATION_WAIT_BEFORE_START_MS = 30 * MINUTE_MS;
/** When the safety net runs the effects if the direct run did not finish. */
const EFFECTS_SAFETY_MS = MINUTE_MS;

/** Who asks: a party may only move its own sessions (anyone else: 404). */
export type Actor = { userId?: number; counselorId?: number };

type EffectsPayload = { sessionId: number; event: LifecycleEvent };

const effectsKey = (sessionId: number, event: LifecycleEvent) => `${sessionId}:${event}`;
const isOpen = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);

function pick<T extends string>(values: readonly T[], value: string, what: string): T {
  const found = values.find((candidate) => candidate === value);
  if (!found) throw new Error(`a stored ${what} is unknown: ${value}`);
  return found;
}

/** When the counselor's wait of a PAID row runs out (transitions.ts Wait). */
export function respondByOf(wait: Wait, paidAt: Date, slotStart: Date | null): Date {
  if (wait === 'IMMEDIATE') return new Date(paidAt.getTime() + IMMEDIATE_WAIT_MS);
  const dayAfter = paidAt.getTime() + RESERVATION_WAIT_MS;
  const beforeStart = (slotStart?.getTime() ?? dayAfter) - RESERVATION_WAIT_BEFORE_START_MS;
  return new Date(Math.min(dayAfter, beforeStart));
}

export function linkOf(notice: Notice, session: SessionRow): string {
  if (notice.link === 'ROOM') return `/counseling/sessions/${session.id}?senderType=USER`;
  const reservation = session.startType === 'RESERVATION';
  if (notice.audience === 'USER') {
    return reservation ? '/me/counseling/reservations' : `/counseling/sessions/${session.id}`;
  }
  return reservation ? '/counselor/reservations' : '/counselor/sessions';
}

export type LifecycleDeps = {
  db: AppDb;
  now: Clock;
  logger: Logger;
  scheduler: Scheduler;
  notifier: Notifier;
  orders: Pick<OrderServices, 'refundInFull'>;
  reservations: Pick<ReservationServices, 'claimHold' | 'releaseOrder'>;
  /** Tells every room stream of a session that it changed. */
  room: RoomPublisher;
};

export function createLifecycle(deps: LifecycleDeps) {
  const { db, now, scheduler, notifier, logger } = deps;
  const views = createCounselingSessionsRepository(db);

  async function runEffects({ sessionId, event }: EffectsPayload): Promise<void> {
    const view = await views.findView(sessionId);
    if (!view) return;
    const { session } = view;
    const rule = transitionOf(event, pick(START_TYPES, session.startType, 'start type'));
    if (!rule) return;
    // The refund first: the user's PAYMENT notice says the money is on its way back.
    if (rule.refund && session.orderId !== null) {
      await deps.orders.refundInFull(session.orderId, {
        cause: event,
        reason: refundReasons[rule.refund.reason],
      });
    }
    await notify(rule, view);
  }

  async function notify(rule: Transition, view: CounselingSessionView) {
    const { session } = view;
    const context = {
      counselorName: view.counselorName,
      userName: view.userDisplayName,
      productName: session.productName,
      startTime: session.startType === 'RESERVATION' ? session.startTime : null,
    };
    for (const notice of rule.notify) {
      const recipient = notice.audience === 'USER' ? session.userId : view.counselorUserId;
      await notifier.notify(notice.audience, recipient, notice.type, {
        ...noticeTexts[notice.text](context),
        link: linkOf(notice, session),
      });
    }
  }

  /** After the commit: the effects now, and the safety net off once they are done. */
  async function effectsNow(payload: EffectsPayload) {
    try {
      await runEffects(payload);
      await scheduler.cancel(EFFECTS_JOB, effectsKey(payload.sessionId, payload.event));
    } catch (error) {
      logger.error(
        `session ${payload.sessionId} ${payload.event}: side effects failed; the job retries`,
        error,
      );
    }
  }

  /** Why a transition that matched no row was refused (409), or 404. */
  async function refusal(id: number, rule: Transition, actor: Actor): Promise<AppError> {
    const latest = await createLifecycleRepository(db).find(id);
    if (!latest || !ownedBy(latest, actor)) return AppError.notFound(m.sessionNotFound);
    const status = latest.status as Session['status'];
    if (!rule.from.includes(status)) {
      return new AppError(409, 'INVALID_TRANSITION', m.notAllowed(status));
    }
    if (rule.guard === 'CANCEL_DEADLINE') {
      return new AppError(409, 'CANCEL_DEADLINE_PASSED', m.cancelDeadline);
    }
    if (rule.guard === 'BEFORE_RESPONSE_DEADLINE') {
      return new AppError(409, 'RESPONSE_TIME_OVER', m.responseTimeOver);
    }
    return new AppError(409, 'INVALID_TRANSITION', m.notAllowed(status));
  }

  /**
   * Applies an event to a session: the new row, or 404 (no such session of this actor), or
   * 409 (no row of the table for its status, or a guard says no).
   */
  async function apply(id: number, event: LifecycleEvent, actor: Actor = {}): Promise<SessionRow> {
    const current = await createLifecycleRepository(db).find(id);
    if (!current || !ownedBy(current, actor)) throw AppError.notFound(m.sessionNotFound);
    const startType = pick(START_TYPES, current.startType, 'start type');
    const rule = transitionOf(event, startType);
    if (!rule)
      throw new AppError(
        409,
        'INVALID_TRANSITION',
        m.notAllowed(current.status as Session['status']),
      );
    const at = now();
    const closes = !isOpen(rule.to);
    const moved = await inTransaction(db, async (tx) => {
      const row = await createLifecycleRepository(tx).transition({
        id,
        from: rule.from,
        to: rule.to,
        guard: rule.guard,
        ...actor,
        now: at,
        set: {
          ...(event === 'ACCEPT' ? { acceptedAt: at } : {}),
          ...(rule.startsNow ? { startTime: at } : {}),
          ...(closes ? { endedAt: at } : {}),
        },
      });
      if (!row) return undefined;
      // Whatever it left, the counselor's wait is over (a no-op unless it was PENDING).
      await scheduler.cancel(WAIT_JOB, String(id), tx);
      if (rule.releasesSlot && row.orderId !== null) {
        await deps.reservations.releaseOrder(tx, row.orderId);
      }
      await scheduler.schedule<EffectsPayload>(
        EFFECTS_JOB,
        {
          key: effectsKey(id, event),
          payload: { sessionId: id, event },
          dueAt: new Date(at.getTime() + EFFECTS_SAFETY_MS),
        },
        tx,
      );
      return row;
    });
    if (!moved) throw await refusal(id, rule, actor);
    await effectsNow({ sessionId: id, event });
    return moved;
  }

  async function dto(row: SessionRow): Promise<Session> {
    const view = await views.findView(row.id);
    if (!view) throw AppError.notFound(m.sessionNotFound);
    return toSessionDto(view);
  }

  scheduler.register<EffectsPayload>(EFFECTS_JOB, async ({ payload }) => runEffects(payload));
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
    try {
      await apply(session.id, 'WAIT_EXPIRED');
    } catch (error) {
      // Accepted or cancelled a moment ago: the wait is over either way.
      if (!(error instanceof AppError && error.status === 409)) throw error;
    }
  });

  const hooks: OrderHooks = {
    /**
     * In orders' confirm transaction: the PENDING session of the paid order (once per order),
     * the slot's cells claimed for it, the wait and the notifications planned. The notices go
     * out from the scheduler right after the commit (they must not announce a rolled-back one).
     */
    async onPaid(tx, order) {
      const at = now();
      const startType = pick(START_TYPES, order.startType, 'start type');
      const counselingType: CounselingType = pick(COUNSELING_TYPES, order.counselingType, 'type');
      const rule = transitionOf('PAID', startType);
      if (!rule?.wait) throw new Error(`no PAID row with a wait for ${startType}`);
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
      await scheduler.schedule<EffectsPayload>(
        EFFECTS_JOB,
        {
          key: effectsKey(row.id, 'PAID'),
          payload: { sessionId: row.id, event: 'PAID' },
          dueAt: at,
        },
        tx,
      );
      return { sessionId: row.id };
    },

    /** The provider voided the payment (orders saw the webhook and looked it up). */
    async onVoided(orderRowId) {
      const session = await createLifecycleRepository(db).findByOrder(orderRowId);
      if (!session || !isOpen(session.status)) return;
      try {
        await apply(session.id, 'PAYMENT_VOIDED');
      } catch (error) {
        if (!(error instanceof AppError && error.status === 409)) throw error;
      }
    },
  };

  return {
    hooks,
    async accept(id: number, counselorId: number) {
      return dto(await apply(id, 'ACCEPT', { counselorId }));
    },
    async decline(id: number, counselorId: number) {
      return dto(await apply(id, 'DECLINE', { counselorId }));
    },
    async cancelByCounselor(id: number, counselorId: number) {
      return dto(await apply(id, 'COUNSELOR_CANCEL', { counselorId }));
    },
    async cancelByUser(id: number, userId: number) {
      return dto(await apply(id, 'USER_CANCEL', { userId }));
    },
    /**
     * A room stream of `side` opened or closed (its presence lease is already written): the
     * billed clock is reconciled (paused, resumed) and re-checked when the grace ends.
     */
    async presenceChanged(_sessionId: number, _side: SenderType, _change: 'open' | 'closed') {},
    /** Admin: the operator cancels any open session (CANCELLED, full refund). */
    async cancelByOperator(id: number) {
      return dto(await apply(id, 'OPERATOR_CANCEL'));
    },
  };
}

function ownedBy(row: SessionRow, actor: Actor): boolean {
  if (actor.userId !== undefined && row.userId !== actor.userId) return false;
  if (actor.counselorId !== undefined && row.counselorId !== actor.counselorId) return false;
  return true;
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
