import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local Toss Payments that speaks the Core API v1 of PROVIDERS.md §1 strictly, written from the
// docs, not from the adapter: Basic auth must be exactly base64("<secretKey>:") (a missing
// trailing colon or another key is 401), confirm checks the payment session, the orderId and
// the amount (400 on a different amount), cancel needs a cancelReason and never takes more than
// the balance (a cancelAmount below it is a partial cancel: PARTIAL_CANCELED, balanceAmount
// what is left), lookup answers 404 for an unknown key, and a repeated Idempotency-Key gets the
// first response again, whatever the new body says.

export type TossStandInCall = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  status: number;
};

/** The body of a cancel Toss acted on (a repeated Idempotency-Key never gets this far). */
export type TossStandInCancelRequest = {
  paymentKey: string;
  idempotencyKey: string | null;
  /** As sent: undefined = the whole balance (a full cancel), a number = a partial cancel. */
  cancelAmount: unknown;
  cancelReason: unknown;
};

type Cancel = {
  cancelAmount: number;
  cancelReason: string;
  canceledAt: string;
  transactionKey: string;
};

type StandInPayment = {
  paymentKey: string;
  orderId: string;
  orderName: string;
  amount: number;
  status: string;
  balanceAmount: number;
  requestedAt: string;
  approvedAt: string | null;
  cancels: Cancel[];
  /** The buyer's card is refused at the confirm with this. */
  decline?: { code: string; message: string };
};

export type TossStandIn = {
  baseUrl: string;
  /** Every request that reached a route, answered or refused. */
  calls: TossStandInCall[];
  /** The bodies of the cancels that reached the cancel route, oldest first. */
  cancelRequests: TossStandInCancelRequest[];
  /**
   * What the buyer does in Toss's window: authenticate a payment of `amount` for `orderId`
   * (IN_PROGRESS, confirm within 10 minutes); returns the paymentKey the successUrl carries.
   * With `decline`, the confirm is refused with that code and message.
   */
  authorize(input: {
    orderId: string;
    amount: number;
    orderName?: string;
    decline?: { code: string; message: string };
  }): string;
  /** The provider cancels a payment on its own side (a chargeback, an operator at Toss). */
  voidPayment(paymentKey: string, status?: 'CANCELED' | 'ABORTED' | 'EXPIRED'): void;
  payment(paymentKey: string): Record<string, unknown> | undefined;
  close(): Promise<void>;
};

const seoulIso = (date: Date) =>
  `${new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 19)}+09:00`;

export async function startTossStandIn(options: { secretKey: string }): Promise<TossStandIn> {
  const expectedAuthorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  const payments = new Map<string, StandInPayment>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const calls: TossStandInCall[] = [];
  const cancelRequests: TossStandInCancelRequest[] = [];

  const view = (payment: StandInPayment) => {
    const { decline: _decline, amount, ...rest } = payment;
    return {
      mId: 'tosspayments',
      version: '2022-11-16',
      type: 'NORMAL',
      method: '카드',
      currency: 'KRW',
      country: 'KR',
      totalAmount: amount,
      failure: null,
      card: { issuerCode: '71', number: '43301234****123*', approveNo: '00000000' },
      ...rest,
    };
  };

  function route(
    method: string,
    path: string,
    body: Record<string, unknown> | undefined,
    idempotencyKey: string | null,
  ): [number, unknown] {
    const error = (status: number, code: string, message: string): [number, unknown] => [
      status,
      { code, message },
    ];
    if (method === 'POST' && path === '/v1/payments/confirm') {
      const { paymentKey, orderId, amount } = body ?? {};
      if (typeof paymentKey !== 'string' || typeof orderId !== 'string') {
        return error(400, 'INVALID_REQUEST', '잘못된 요청입니다.');
      }
      if (typeof amount !== 'number' || !Number.isInteger(amount)) {
        return error(400, 'INVALID_REQUEST', '잘못된 요청입니다.');
      }
      const payment = payments.get(paymentKey);
      if (!payment || payment.orderId !== orderId) {
        return error(
          404,
          'NOT_FOUND_PAYMENT_SESSION',
          '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.',
        );
      }
      if (payment.status !== 'IN_PROGRESS') {
        return error(400, 'ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.');
      }
      if (amount !== payment.amount) {
        return error(400, 'INVALID_REQUEST', '결제 금액이 일치하지 않습니다.');
      }
      if (payment.decline) {
        payment.status = 'ABORTED';
        return error(403, payment.decline.code, payment.decline.message);
      }
      payment.status = 'DONE';
      payment.approvedAt = seoulIso(new Date());
      return [200, view(payment)];
    }
    const cancel = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) {
      const paymentKey = decodeURIComponent(cancel[1] ?? '');
      const { cancelReason, cancelAmount } = body ?? {};
      cancelRequests.push({ paymentKey, idempotencyKey, cancelAmount, cancelReason });
      const payment = payments.get(paymentKey);
      if (!payment) return error(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
      if (typeof cancelReason !== 'string' || cancelReason === '' || cancelReason.length > 200) {
        return error(400, 'INVALID_REQUEST', '취소 사유를 입력해주세요.');
      }
      if (payment.status === 'CANCELED') {
        return error(400, 'ALREADY_CANCELED_PAYMENT', '이미 취소된 결제 입니다.');
      }
      if (payment.status !== 'DONE' && payment.status !== 'PARTIAL_CANCELED') {
        return error(403, 'NOT_CANCELABLE_PAYMENT', '취소 할 수 없는 결제 입니다.');
      }
      const amount = cancelAmount === undefined ? payment.balanceAmount : cancelAmount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
        return error(400, 'INVALID_REQUEST', '잘못된 요청입니다.');
      }
      if (amount > payment.balanceAmount) {
        return error(403, 'NOT_CANCELABLE_AMOUNT', '취소 할 수 없는 금액 입니다.');
      }
      payment.balanceAmount -= amount;
      payment.status = payment.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
      payment.cancels.push({
        cancelAmount: amount,
        cancelReason,
        canceledAt: seoulIso(new Date()),
        transactionKey: randomBytes(16).toString('hex'),
      });
      return [200, view(payment)];
    }
    const lookup = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (method === 'GET' && lookup) {
      const payment = payments.get(decodeURIComponent(lookup[1] ?? ''));
      if (!payment) return error(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
      return [200, view(payment)];
    }
    return error(404, 'NOT_FOUND', '존재하지 않는 경로입니다.');
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    const reply = (status: number, body: unknown) => {
      calls.push({ method, path, idempotencyKey, status });
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== expectedAuthorization) {
      return reply(401, {
        code: 'UNAUTHORIZED_KEY',
        message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.',
      });
    }
    if (method === 'POST' && idempotencyKey !== null) {
      if (idempotencyKey.length > 300) {
        return reply(400, { code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
      }
      const first = idempotent.get(idempotencyKey);
      if (first) return reply(first.status, first.body);
    }
    let body: Record<string, unknown> | undefined;
    if (method === 'POST') {
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        return reply(400, { code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
      }
    }
    const [status, answer] = route(method, path, body, idempotencyKey);
    if (method === 'POST' && idempotencyKey !== null) {
      idempotent.set(idempotencyKey, { status, body: answer });
    }
    return reply(status, answer);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ code: 'PROVIDER_ERROR', message: 'stand-in' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    cancelRequests,
    authorize({ orderId, amount, orderName = '상담 상품', decline }) {
      const paymentKey = `tgen_${randomBytes(12).toString('hex')}`;
      payments.set(paymentKey, {
        paymentKey,
        orderId,
        orderName,
        amount,
        status: 'IN_PROGRESS',
        balanceAmount: amount,
        requestedAt: seoulIso(new Date()),
        approvedAt: null,
        cancels: [],
        ...(decline ? { decline } : {}),
      });
      return paymentKey;
    },
    voidPayment(paymentKey, status = 'CANCELED') {
      const payment = payments.get(paymentKey);
      if (!payment) throw new Error(`no payment ${paymentKey}`);
      payment.status = status;
      if (status === 'CANCELED') payment.balanceAmount = 0;
    },
    payment(paymentKey) {
      const payment = payments.get(paymentKey);
      return payment ? view(payment) : undefined;
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
