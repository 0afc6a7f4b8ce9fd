import type { TossConfig } from '../../env';
import {
  isProviderPaymentStatus,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
} from './payment-provider';

// Toss Payments Core API v1 (PROVIDERS.md §1): Basic auth of base64("<secretKey>:") — the
// trailing colon is the empty password and Toss refuses the header without it — JSON bodies,
// an Idempotency-Key on every POST, errors as the HTTP status plus { code, message }.

export type TossDeps = { fetch?: typeof fetch; timeoutMs?: number };

/** The Authorization header of every call: the secret key as user name, no password. */
export function tossAuthorization(secretKey: string): string {
  return `Basic ${Buffer.from(`${secretKey}:`, 'utf8').toString('base64')}`;
}

export function createTossPaymentProvider(
  config: TossConfig,
  deps: TossDeps = {},
): PaymentProvider {
  const doFetch = deps.fetch ?? fetch;
  const timeoutMs = deps.timeoutMs ?? 15_000;
  const authorization = tossAuthorization(config.secretKey);

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<ProviderPayment | null> {
    let response: Response;
    try {
      response = await doFetch(`${config.baseUrl}${path}`, {
        method,
        headers: {
          Authorization: authorization,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError('unavailable', 'NETWORK_ERROR', errorText(error), undefined, {
        cause: error,
      });
    }
    const answer = await readJson(response);
    if (method === 'GET' && response.status === 404) return null;
    if (!response.ok) {
      const code = stringField(answer, 'code') ?? `HTTP_${response.status}`;
      const message = stringField(answer, 'message') ?? '';
      // PROVIDER_ERROR is Toss's "try again" (PROVIDERS.md §1 errors); 5xx and 429 likewise.
      const retryable =
        response.status >= 500 || response.status === 429 || code === 'PROVIDER_ERROR';
      throw new PaymentProviderError(
        retryable ? 'unavailable' : 'rejected',
        code,
        message,
        response.status,
      );
    }
    return toPayment(answer);
  }

  const segment = encodeURIComponent;
  return {
    kind: 'toss',
    clientKey: config.clientKey,
    async confirm({ paymentKey, orderId, amount }, idempotencyKey) {
      const payment = await call(
        'POST',
        '/v1/payments/confirm',
        { paymentKey, orderId, amount },
        idempotencyKey,
      );
      if (!payment) throw badResponse();
      return payment;
    },
    async cancel(paymentKey, input, idempotencyKey) {
      const payment = await call(
        'POST',
        `/v1/payments/${segment(paymentKey)}/cancel`,
        input,
        idempotencyKey,
      );
      if (!payment) throw badResponse();
      return payment;
    },
    lookup: (paymentKey) => call('GET', `/v1/payments/${segment(paymentKey)}`),
  };
}

function toPayment(answer: unknown): ProviderPayment {
  if (typeof answer !== 'object' || answer === null) throw badResponse();
  const value = answer as Record<string, unknown>;
  const { paymentKey, orderId, status, totalAmount, balanceAmount } = value;
  if (
    typeof paymentKey !== 'string' ||
    typeof orderId !== 'string' ||
    !isProviderPaymentStatus(status) ||
    typeof totalAmount !== 'number' ||
    typeof balanceAmount !== 'number'
  ) {
    throw badResponse();
  }
  return {
    paymentKey,
    orderId,
    status,
    totalAmount,
    balanceAmount,
    method: typeof value.method === 'string' ? value.method : null,
    approvedAt: typeof value.approvedAt === 'string' ? value.approvedAt : null,
    raw: answer,
  };
}

const badResponse = () =>
  new PaymentProviderError('unavailable', 'BAD_RESPONSE', 'not a Payment object');

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function stringField(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : undefined;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
