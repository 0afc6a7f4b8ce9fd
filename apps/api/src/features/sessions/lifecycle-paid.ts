import { COUNSELING_TYPES, type CounselingType, START_TYPES } from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Scheduler } from '../../lib/scheduler';
import type { PaidOrder } from '../orders';
import { findProductForOrder } from '../products';
import type { ReservationServices } from '../reservations';
import { type EffectsPayload, effectsKey, pick } from './lifecycle-effects';
import { createLifecycleRepository } from './lifecycle-repository';
import { EFFECTS_JOB, WAIT_JOB } from './lifecycle-timers';
import { lifecycleMessages as m } from './messages';
import { transitionOf, type Wait } from './transitions';

// The PAID row: a confirmed SESSION order makes its PENDING session, inside orders' confirm
// transaction, so the session exists exactly when the payment does.

const MINUTE_MS = 60_000;
const IMMEDIATE_WAIT_MS = 2 * MINUTE_MS;
const RESERVATION_WAIT_MS = 24 * 60 * MINUTE_MS;
const RESERVATION_WAIT_BEFORE_START_MS = 30 * MINUTE_MS;

/** When the counselor's wait of a PAID row runs out (transitions.ts Wait). */
export function respondByOf(wait: Wait, paidAt: Date, slotStart: Date | null): Date {
  if (wait === 'IMMEDIATE') return new Date(paidAt.getTime() + IMMEDIATE_WAIT_MS);
  const dayAfter = paidAt.getTime() + RESERVATION_WAIT_MS;
  const beforeStart = (slotStart?.getTime() ?? dayAfter) - RESERVATION_WAIT_BEFORE_START_MS;
  return new Date(Math.min(dayAfter, beforeStart));
}

/**
 * The PENDING session of the paid order (once per order: a second call finds the first and
 * plans nothing), the slot's cells claimed for it, the wait and the notifications planned
 * (they go out from the scheduler after the commit, never for a rolled-back payment).
 */
export async function insertPaidSession(
  tx: AppDb,
  order: PaidOrder,
  deps: {
    at: Date;
    scheduler: Scheduler;
    reservations: Pick<ReservationServices, 'claimHold'>;
  },
): Promise<{ sessionId: number }> {
  const { at, scheduler } = deps;
  const startType = pick(START_TYPES, order.startType, 'start type');
  const counselingType: CounselingType = pick(COUNSELING_TYPES, order.counselingType, 'type');
  const rule = transitionOf('PAID', startType);
  if (!rule?.wait || rule.to === null) throw new Error(`no PAID row with a wait for ${startType}`);
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
}
