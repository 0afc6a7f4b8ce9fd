import { START_TYPES, type StartType } from '@arcana/domain';

// Search params of the payment routes, read as plain code (route files stay on every first
// page; DESIGN "Budgets"). Anything missing or of the wrong kind is left out, never a 404: the
// page explains what it cannot use. The router parses `amount=30000` as a number and may do the
// same to an all-digit order id, so both kinds are read.

const text = (value: unknown): string | undefined => {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
};

const wholeNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0
    ? number
    : undefined;
};

export type PaymentSearch = { startType?: StartType; slot?: string; orderId?: string };

/**
 * /payment?startType=RESERVATION&slot=<ISO start>: a choice kept across the login round trip.
 * /payment?orderId=: the session room's add-time popup, which opens Toss's window for that order.
 */
export function validatePaymentSearch(search: Record<string, unknown>): PaymentSearch {
  const startType = START_TYPES.find((known) => known === search.startType);
  const slot = text(search.slot);
  const orderId = text(search.orderId);
  return {
    ...(startType === undefined ? {} : { startType }),
    ...(slot === undefined ? {} : { slot }),
    ...(orderId === undefined ? {} : { orderId }),
  };
}

export type SuccessSearch = { paymentKey?: string; orderId?: string; amount?: number };

/** What Toss (and the sandbox checkout) append to the successUrl. */
export function validateSuccessSearch(search: Record<string, unknown>): SuccessSearch {
  const paymentKey = text(search.paymentKey);
  const orderId = text(search.orderId);
  const amount = wholeNumber(search.amount);
  return {
    ...(paymentKey === undefined ? {} : { paymentKey }),
    ...(orderId === undefined ? {} : { orderId }),
    ...(amount === undefined ? {} : { amount }),
  };
}

export type FailSearch = { code?: string; message?: string; orderId?: string };

/** What Toss (and the sandbox checkout) append to the failUrl. */
export function validateFailSearch(search: Record<string, unknown>): FailSearch {
  const code = text(search.code);
  const message = text(search.message);
  const orderId = text(search.orderId);
  return {
    ...(code === undefined ? {} : { code }),
    ...(message === undefined ? {} : { message }),
    ...(orderId === undefined ? {} : { orderId }),
  };
}
