import { randomBytes } from 'node:crypto';
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
  type ProviderPaymentStatus,
} from './payment-provider';

// The embedded stand-in of a payment company (DESIGN "Orders and payments", never in
// production): the api-served checkout page approves (a payment IN_PROGRESS, as Toss's window
// leaves it), declines or cancels; confirm, cancel and lookup then behave as Toss's do,
// Idempotency-Key included, on a ledger kept in the database.

export type SandboxCancel = {
  idempotencyKey: string;
  cancelAmount: number;
  cancelReason: string;
  canceledAt: string;
};

export type SandboxRecord = {
  paymentKey: string;
  orderId: string;
  orderName: string;
  amount: number;
  balanceAmount: number;
  status: string;
  confirmKey: string | null;
  cancels: SandboxCancel[];
  requestedAt: Date;
  approvedAt: Date | null;
  updatedAt: Date;
};

/** Where the sandbox keeps its payments (features/orders stores them in sandbox_payments). */
export type SandboxLedger = {
  find(paymentKey: string): Promise<SandboxRecord | undefined>;
  findByOrderId(orderId: string): Promise<SandboxRecord | undefined>;
  /** Inserts unless the order already has one; returns the order's record either way. */
  insertOnce(record: SandboxRecord): Promise<SandboxRecord>;
  /**
   * Reads the record locked, lets `decide` answer with changes (or throw), writes them, all in
   * one transaction: two calls on one payment never interleave.
   */
  update(
    paymentKey: string,
    decide: (record: SandboxRecord) => Partial<SandboxRecord> | null,
  ): Promise<SandboxRecord | undefined>;
};

export type SandboxTexts = {
  sessionExpired: string;
  alreadyProcessed: string;
  amountMismatch: string;
  notCancelable: string;
  cardDeclined: string;
};

export type SandboxPaymentProvider = PaymentProvider & {
  readonly kind: 'sandbox';
  /** The buyer pressed 결제하기: an IN_PROGRESS payment (the same one if pressed again). */
  approve(input: { orderId: string; orderName: string; amount: number }): Promise<SandboxRecord>;
  /** The provider voids a payment on its side (what an operator's void simulates). */
  voidPayment(paymentKey: string, reason: string): Promise<ProviderPayment | null>;
};

const seoulIso = (date: Date) =>
  `${new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 19)}+09:00`;

export function toProviderPayment(record: SandboxRecord): ProviderPayment {
  const raw = {
    paymentKey: record.paymentKey,
    orderId: record.orderId,
    orderName: record.orderName,
    type: 'NORMAL',
    method: '카드',
    currency: 'KRW',
    status: record.status,
    totalAmount: record.amount,
    balanceAmount: record.balanceAmount,
    requestedAt: seoulIso(record.requestedAt),
    approvedAt: record.approvedAt ? seoulIso(record.approvedAt) : null,
    cancels: record.cancels,
  };
  return {
    paymentKey: record.paymentKey,
    orderId: record.orderId,
    status: record.status as ProviderPaymentStatus,
    totalAmount: record.amount,
    balanceAmount: record.balanceAmount,
    method: '카드',
    approvedAt: raw.approvedAt,
    raw,
  };
}

export function createSandboxPaymentProvider({
  ledger,
  now,
  texts,
}: {
  ledger: SandboxLedger;
  now: () => Date;
  texts: SandboxTexts;
}): SandboxPaymentProvider {
  const refuse = (code: string, message: string, status = 400) =>
    new PaymentProviderError('rejected', code, message, status);

  return {
    kind: 'sandbox',
    async approve({ orderId, orderName, amount }) {
      const at = now();
      return ledger.insertOnce({
        paymentKey: `sandbox_${randomBytes(18).toString('base64url')}`,
        orderId,
        orderName,
        amount,
        balanceAmount: amount,
        status: 'IN_PROGRESS',
        confirmKey: null,
        cancels: [],
        requestedAt: at,
        approvedAt: null,
        updatedAt: at,
      });
    },

    async confirm({ paymentKey, orderId, amount }, idempotencyKey) {
      const record = await ledger.update(paymentKey, (current) => {
        if (current.orderId !== orderId)
          throw refuse('NOT_FOUND_PAYMENT_SESSION', texts.sessionExpired, 404);
        // The same Idempotency-Key answers the first response again.
        if (current.status === 'DONE' && current.confirmKey === idempotencyKey) return null;
        if (current.status !== 'IN_PROGRESS')
          throw refuse('ALREADY_PROCESSED_PAYMENT', texts.alreadyProcessed);
        if (current.amount !== amount) throw refuse('INVALID_REQUEST', texts.amountMismatch);
        const at = now();
        return { status: 'DONE', confirmKey: idempotencyKey, approvedAt: at, updatedAt: at };
      });
      if (!record) throw refuse('NOT_FOUND_PAYMENT_SESSION', texts.sessionExpired, 404);
      return toProviderPayment(record);
    },

    async cancel(paymentKey, { cancelReason, cancelAmount }, idempotencyKey) {
      const record = await ledger.update(paymentKey, (current) => {
        if (current.cancels.some((cancel) => cancel.idempotencyKey === idempotencyKey)) return null;
        if (current.status !== 'DONE' && current.status !== 'PARTIAL_CANCELED') {
          throw refuse('NOT_CANCELABLE_PAYMENT', texts.notCancelable, 403);
        }
        const amount = cancelAmount ?? current.balanceAmount;
        if (amount <= 0 || amount > current.balanceAmount) {
          throw refuse('NOT_CANCELABLE_AMOUNT', texts.notCancelable, 403);
        }
        const at = now();
        const balanceAmount = current.balanceAmount - amount;
        return {
          balanceAmount,
          status: balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED',
          cancels: [
            ...current.cancels,
            { idempotencyKey, cancelAmount: amount, cancelReason, canceledAt: seoulIso(at) },
          ],
          updatedAt: at,
        };
      });
      if (!record) throw refuse('NOT_FOUND_PAYMENT', texts.notCancelable, 404);
      return toProviderPayment(record);
    },

    async lookup(paymentKey) {
      const record = await ledger.find(paymentKey);
      return record ? toProviderPayment(record) : null;
    },

    async voidPayment(paymentKey, reason) {
      const record = await ledger.update(paymentKey, (current) => {
        if (current.status === 'CANCELED' || current.status === 'ABORTED') return null;
        const at = now();
        const cancels =
          current.status === 'DONE' || current.status === 'PARTIAL_CANCELED'
            ? [
                ...current.cancels,
                {
                  idempotencyKey: `void:${paymentKey}`,
                  cancelAmount: current.balanceAmount,
                  cancelReason: reason,
                  canceledAt: seoulIso(at),
                },
              ]
            : current.cancels;
        const status = current.status === 'IN_PROGRESS' ? 'ABORTED' : 'CANCELED';
        return { status, balanceAmount: 0, cancels, updatedAt: at };
      });
      return record ? toProviderPayment(record) : null;
    },
  };
}

export function isSandboxProvider(provider: PaymentProvider): provider is SandboxPaymentProvider {
  return provider.kind === 'sandbox' && 'approve' in provider && 'voidPayment' in provider;
}
