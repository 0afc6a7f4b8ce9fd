import {
  type AddTimeRequest,
  type ConfirmPaymentRequest,
  type CreateOrderRequest,
  checkoutSchema,
  createdOrderSchema,
  orderSchema,
  type ReservationTab,
  reservationPageSchema,
  spendingLimitSchema,
} from '@arcana/domain';
import { apiFetch } from '../http';

// Ordering, paying, the spending limit and the user's reservations (issue 9; DESIGN "Orders and
// payments"). The order and confirm calls are silent: the payment pages explain every refusal
// (SPENDING_LIMIT, SLOT_TAKEN, …) in place, so a toast would only say it twice.

type CallOptions = { signal?: AbortSignal };

/** POST /api/client/orders: the api prices the order and answers how the browser pays for it. */
export function createOrder(request: CreateOrderRequest) {
  return apiFetch('/api/client/orders', {
    method: 'POST',
    body: request,
    schema: createdOrderSchema,
    silent: true,
  });
}

/**
 * POST /api/client/counseling/sessions/{id}/extensions: 10 more minutes of the caller's timed
 * session in progress (an ADD_TIME order priced by the api). Checkout NONE = paid with points
 * and already added; SANDBOX/TOSS = pay in a popup whose success page reports back
 * (add-time-message.ts). Silent: the room explains refusals (SPENDING_LIMIT, …) in place.
 */
export function createAddTimeOrder(sessionId: number, request: AddTimeRequest) {
  return apiFetch(`/api/client/counseling/sessions/${sessionId}/extensions`, {
    method: 'POST',
    body: request,
    schema: createdOrderSchema,
    silent: true,
  });
}

/** GET /api/client/orders/{orderId}: only the buyer's own (anyone else gets 404). */
export function fetchOrder(orderId: string, options: CallOptions = {}) {
  return apiFetch(`/api/client/orders/${encodeURIComponent(orderId)}`, {
    schema: orderSchema,
    silent: true,
    ...options,
  });
}

/**
 * GET /api/client/orders/{orderId}/checkout: how to pay the caller's order still waiting for its
 * payment (the room's add-time popup opens Toss's window with it). 409 ORDER_NOT_PENDING once it
 * is paid, ended or past its hold; anyone else's is 404. Silent: the popup explains it.
 */
export function fetchOrderCheckout(orderId: string, options: CallOptions = {}) {
  return apiFetch(`/api/client/orders/${encodeURIComponent(orderId)}/checkout`, {
    schema: checkoutSchema,
    silent: true,
    ...options,
  });
}

/**
 * POST /api/client/payments/confirm with what the success page received. The api answers a
 * repeated confirm with the first result, so a reload of the page shows the same order.
 */
export function confirmPayment(request: ConfirmPaymentRequest, options: CallOptions = {}) {
  return apiFetch('/api/client/payments/confirm', {
    method: 'POST',
    body: request,
    schema: orderSchema,
    silent: true,
    ...options,
  });
}

export function fetchSpendingLimit(options: CallOptions = {}) {
  return apiFetch('/api/client/me/spending-limit', { schema: spendingLimitSchema, ...options });
}

/** PUT /api/client/me/spending-limit: null removes the limit; a raise waits 24 hours. */
export function updateSpendingLimit(monthlyLimit: number | null) {
  return apiFetch('/api/client/me/spending-limit', {
    method: 'PUT',
    body: { monthlyLimit },
    schema: spendingLimitSchema,
    silent: true,
  });
}

export type ReservationCursor = { tab: ReservationTab; limit: number; lastId?: number | undefined };

/** GET /api/client/me/counseling/reservations?tab=UPCOMING|PAST&limit=&lastId= */
export function fetchMyReservations(page: ReservationCursor, options: CallOptions = {}) {
  return apiFetch('/api/client/me/counseling/reservations', {
    query: { tab: page.tab, limit: page.limit, lastId: page.lastId },
    schema: reservationPageSchema,
    ...options,
  });
}

/** PATCH /api/client/counseling/sessions/{id}/cancel: the user's cancel, refunded in full. */
export async function cancelMySession(sessionId: number): Promise<void> {
  await apiFetch(`/api/client/counseling/sessions/${sessionId}/cancel`, {
    method: 'PATCH',
    silent: true,
  });
}
