import type { SenderType, Session } from '@arcana/domain';
import { AppError } from '../../lib/app-error';
import type { OrderHooks } from '../orders';
import {
  type Actor,
  createTransitions,
  is409,
  type LifecycleDeps,
  ownedBy,
} from './lifecycle-apply';
import { createLifecycleClock } from './lifecycle-clock';
import type { EffectsPayload } from './lifecycle-effects';
import { insertPaidSession } from './lifecycle-paid';
import {
  createLifecycleRepository,
  type SessionRow,
  type TransitionSet,
} from './lifecycle-repository';
import { createLifecycleTimers, EFFECTS_JOB, WAIT_JOB } from './lifecycle-timers';
import { lifecycleMessages as m } from './messages';
import { createCounselingSessionsRepository } from './repository';
import { toSessionDto } from './session-dto';

// The session lifecycle (DESIGN "Session lifecycle"): the transition table (transitions.ts)
// run by lifecycle-apply.ts, orders' hooks, the counselor's wait, the room's clock and timers
// (lifecycle-clock.ts), and what the routes and admin call.

export type { Actor, LifecycleDeps } from './lifecycle-apply';
export { respondByOf } from './lifecycle-paid';
export {
  CLOCK_JOB,
  CLOCK_SWEEP_JOB,
  EFFECTS_JOB,
  NO_SHOW_JOB,
  WAIT_JOB,
} from './lifecycle-timers';

export function createLifecycle(deps: LifecycleDeps) {
  const { db, now, scheduler } = deps;
  const views = createCounselingSessionsRepository(db);
  const timers = createLifecycleTimers(scheduler);
  const { applyIn, apply, tryApply, runEffects } = createTransitions(deps, timers);

  async function dto(row: SessionRow): Promise<Session> {
    const view = await views.findView(row.id);
    if (!view) throw AppError.notFound(m.sessionNotFound);
    return toSessionDto(view);
  }

  const clock = createLifecycleClock({ db, now, scheduler, room: deps.room, timers, tryApply });

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
      return insertPaidSession(tx, order, { at, scheduler, reservations: deps.reservations });
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

export type Lifecycle = ReturnType<typeof createLifecycle>;
