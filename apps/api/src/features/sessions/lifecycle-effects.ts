import { START_TYPES, type StartType } from '@arcana/domain';
import type { AppDb } from '../../db/database';
import type { Notifier } from '../notifications';
import type { OrderServices } from '../orders';
import { proRataRefunds, UNLIMITED_REFUND_SECONDS } from './clock';
import { createLifecycleRepository, type SessionRow } from './lifecycle-repository';
import { ADDED_SECONDS } from './lifecycle-room';
import { noticeTexts, refundReasons } from './messages';
import { type CounselingSessionView, createCounselingSessionsRepository } from './repository';
import type { RoomPublisher } from './room-publisher';
import {
  type LifecycleEvent,
  type Notice,
  type Transition,
  transitionOf,
  transitionTo,
} from './transitions';

// A transition's side effects, after its commit: the refund first (the user's PAYMENT notice
// says the money is on its way back), then exactly the notifications of its row. Run at once by
// the caller and, as a safety net, by the `sessions.effects` job; refunds are idempotent per
// order and cause (orders), so a second run refunds nothing more.

/** The job's payload. `to` tells apart rows of one event; `orderRowId`: the ADD_TIME order. */
export type EffectsPayload = {
  sessionId: number;
  event: LifecycleEvent;
  to?: string | null;
  orderRowId?: number;
};

/** One job per transition; an ADD_TIME order's per order (a session may buy several). */
export const effectsKey = ({ sessionId, event, orderRowId }: EffectsPayload) =>
  orderRowId === undefined ? `${sessionId}:${event}` : `${sessionId}:${event}:${orderRowId}`;

export function pick<T extends string>(values: readonly T[], value: string, what: string): T {
  const found = values.find((candidate) => candidate === value);
  if (!found) throw new Error(`a stored ${what} is unknown: ${value}`);
  return found;
}

/**
 * Where a notice leads. ROOM: the recipient's side of the room; DETAIL: the user's session
 * detail (the counselor's room, its only page of one session); REVIEW: the user's review form;
 * LIST: reservations (RESERVATION) or the session's detail / the counselor's sessions.
 */
export function linkOf(notice: Notice, session: SessionRow): string {
  const page = `/counseling/sessions/${session.id}`;
  const room = `${page}?senderType=${notice.audience}`;
  switch (notice.link) {
    case 'ROOM':
      return room;
    case 'DETAIL':
      return notice.audience === 'USER' ? page : room;
    case 'REVIEW':
      return notice.audience === 'USER' ? `${page}/review` : room;
    case 'LIST': {
      const reservation = session.startType === 'RESERVATION';
      if (notice.audience === 'USER') return reservation ? '/me/counseling/reservations' : page;
      return reservation ? '/counselor/reservations' : '/counselor/sessions';
    }
    default:
      return notice.link satisfies never;
  }
}

function ruleOf(payload: EffectsPayload, startType: StartType): Transition | undefined {
  // Payloads planned before rows had several per event carry no `to`.
  return payload.to === undefined
    ? transitionOf(payload.event, startType)
    : transitionTo(payload.event, startType, payload.to as Parameters<typeof transitionTo>[2]);
}

export type EffectsDeps = {
  db: AppDb;
  notifier: Notifier;
  orders: Pick<OrderServices, 'refundInFull' | 'refundPartial'>;
  room: RoomPublisher;
};

export function createLifecycleEffects(deps: EffectsDeps) {
  const { db, notifier } = deps;
  const views = createCounselingSessionsRepository(db);

  /** The unused paid seconds back, the latest ADD_TIME order first (clock.ts). */
  async function refundProRata(session: SessionRow, cause: LifecycleEvent, reason: string) {
    if (session.orderId === null) return;
    const repository = createLifecycleRepository(db);
    const original = await repository.originalOrder(session.orderId);
    if (!original) return;
    const timed = original.durationMinutes !== null;
    const parts = [
      {
        orderRowId: original.id,
        price: original.price,
        seconds: timed ? (original.durationMinutes ?? 0) * 60 : UNLIMITED_REFUND_SECONDS,
      },
      // A 무제한 session cannot buy time; an order refused as too late was refunded whole.
      ...(timed ? await repository.paidAddTimeOrders(session.id) : []).map((order) => ({
        orderRowId: order.id,
        price: order.price,
        seconds: ADDED_SECONDS,
      })),
    ];
    for (const refund of proRataRefunds(parts, session.billedSeconds)) {
      await deps.orders.refundPartial(refund.orderRowId, { cause, reason, value: refund.value });
    }
  }

  async function refund(rule: Transition, payload: EffectsPayload, session: SessionRow) {
    if (!rule.refund) return;
    const reason = refundReasons[rule.refund.reason];
    const cause = payload.event;
    switch (rule.refund.kind) {
      case 'FULL':
      case 'AFTER_VOID':
        if (session.orderId !== null) {
          await deps.orders.refundInFull(session.orderId, { cause, reason });
        }
        return;
      case 'PRO_RATA':
        return refundProRata(session, cause, reason);
      case 'ADD_TIME_ORDER':
        if (payload.orderRowId !== undefined) {
          await deps.orders.refundInFull(payload.orderRowId, { cause, reason });
        }
        return;
      default:
        return rule.refund.kind satisfies never;
    }
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

  return {
    async run(payload: EffectsPayload): Promise<void> {
      const view = await views.findView(payload.sessionId);
      if (!view) return;
      const rule = ruleOf(payload, pick(START_TYPES, view.session.startType, 'start type'));
      if (!rule) return;
      await refund(rule, payload, view.session);
      await notify(rule, view);
      // A row applied inside another feature's transaction (added time) could not tell the
      // room before its commit; telling it again is harmless.
      if (payload.orderRowId !== undefined) await deps.room.stateChanged(payload.sessionId);
    },
  };
}
