import {
  COUNSELING_TYPE_LABELS,
  type CounselingType,
  type CounselorBrief,
  durationLabel,
  type Order,
  type OrderKind,
  type OrderStatus,
  type PaymentProvider,
  type StartType,
} from '@arcana/domain';
import { orderMessages as m } from './messages';
import type { OrderRow } from './repository';

/** 별하 · 30분 채팅 상담 (별하 · 10분 추가 for added time): what the checkout and the provider show. */
export function orderNameOf(
  row: Pick<OrderRow, 'durationMinutes' | 'counselingType' | 'kind'>,
  counselorName: string,
): string {
  if (row.kind === 'ADD_TIME') return m.addTimeOrderName(counselorName, row.durationMinutes ?? 0);
  const duration = durationLabel({
    unlimited: row.durationMinutes === null,
    minutes: row.durationMinutes ?? 0,
  });
  const type = COUNSELING_TYPE_LABELS[row.counselingType as CounselingType] ?? '상담';
  return m.orderName(counselorName, duration, type);
}

/** An order as its buyer sees it (domain orderSchema). */
export function toOrder(row: OrderRow, counselor: CounselorBrief): Order {
  return {
    orderId: row.orderId,
    orderName: orderNameOf(row, counselor.name),
    kind: row.kind as OrderKind,
    status: row.status as OrderStatus,
    provider: row.provider as PaymentProvider,
    productId: row.productId,
    productName: row.productName,
    counselingType: row.counselingType as CounselingType,
    durationMinutes: row.durationMinutes,
    startType: row.startType as StartType,
    slotStart: row.slotStart?.toISOString() ?? null,
    counselor,
    price: row.price,
    pointsUsed: row.pointsUsed,
    amount: row.amount,
    holdExpiresAt: row.holdExpiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refundedAmount: row.refundedAmount,
    refundedPoints: row.refundedPoints,
    // A SESSION order keeps the session its payment created in session_id; an ADD_TIME order
    // keeps the session it extends there from the start (its pages lead back to that room).
    sessionId: row.kind === 'ADD_TIME' || row.status !== 'CREATED' ? row.sessionId : null,
    failureMessage: row.failureMessage,
  };
}
