// What orders needs of a payment company (DESIGN "Orders and payments", PROVIDERS.md §1): confirm
// a payment the buyer authorised at the checkout, cancel it (refunds), and look it up (webhooks
// are never trusted by themselves). Both the sandbox and the Toss adapter speak Toss's words.

/** Toss's Payment.status; the sandbox uses the same vocabulary. */
export const PROVIDER_PAYMENT_STATUSES = [
  'READY',
  'IN_PROGRESS',
  'WAITING_FOR_DEPOSIT',
  'DONE',
  'CANCELED',
  'PARTIAL_CANCELED',
  'ABORTED',
  'EXPIRED',
] as const;
export type ProviderPaymentStatus = (typeof PROVIDER_PAYMENT_STATUSES)[number];

/** A payment that can no longer be paid for: a webhook reporting one voids the order's session. */
export const VOIDED_PAYMENT_STATUSES: readonly ProviderPaymentStatus[] = [
  'CANCELED',
  'ABORTED',
  'EXPIRED',
];

/** The parts of Toss's Payment object orders reads; `raw` is the whole answer as received. */
export type ProviderPayment = {
  paymentKey: string;
  orderId: string;
  status: ProviderPaymentStatus;
  totalAmount: number;
  balanceAmount: number;
  method: string | null;
  approvedAt: string | null;
  raw: unknown;
};

export type PaymentProvider = {
  /** sandbox: the api-served checkout page; toss: Toss's payment window with `clientKey`. */
  readonly kind: 'sandbox' | 'toss';
  /** The client key the browser opens Toss's window with (toss only). */
  readonly clientKey?: string;
  /** POST /v1/payments/confirm. The same idempotency key answers the first response again. */
  confirm(
    input: { paymentKey: string; orderId: string; amount: number },
    idempotencyKey: string,
  ): Promise<ProviderPayment>;
  /** POST /v1/payments/{paymentKey}/cancel; no amount = the whole balance. */
  cancel(
    paymentKey: string,
    input: { cancelReason: string; cancelAmount?: number },
    idempotencyKey: string,
  ): Promise<ProviderPayment>;
  /** GET /v1/payments/{paymentKey}; null when the provider knows no such payment. */
  lookup(paymentKey: string): Promise<ProviderPayment | null>;
};

/**
 * `rejected`: the provider answered and refused (a declined card, a wrong amount, an expired
 * checkout) — the buyer is told its message. `unavailable`: no usable answer (network,
 * timeout, 5xx, PROVIDER_ERROR) — a later retry may work.
 */
export type PaymentFailureKind = 'rejected' | 'unavailable';

/** A provider failure with the provider's own code and (Korean) message. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  readonly kind: PaymentFailureKind;
  readonly code: string;
  readonly providerMessage: string;
  readonly httpStatus: number | undefined;

  constructor(
    kind: PaymentFailureKind,
    code: string,
    providerMessage: string,
    httpStatus?: number,
    options?: { cause?: unknown },
  ) {
    super(`payment ${kind}: ${code} ${providerMessage}`.trim(), options);
    this.kind = kind;
    this.code = code;
    this.providerMessage = providerMessage;
    this.httpStatus = httpStatus;
  }
}

export function isProviderPaymentStatus(value: unknown): value is ProviderPaymentStatus {
  return (PROVIDER_PAYMENT_STATUSES as readonly unknown[]).includes(value);
}
