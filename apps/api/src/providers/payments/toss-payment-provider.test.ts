import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTossStandIn, type TossStandIn } from '../../test/toss-stand-in';
import { PaymentProviderError } from './payment-provider';
import { createTossPaymentProvider, tossAuthorization } from './toss-payment-provider';

const secretKey = 'test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R';
const clientKey = 'test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq';

let standIn: TossStandIn;
const toss = () => createTossPaymentProvider({ secretKey, clientKey, baseUrl: standIn.baseUrl });

beforeAll(async () => {
  standIn = await startTossStandIn({ secretKey });
});

afterAll(async () => {
  await standIn.close();
});

beforeEach(() => {
  standIn.calls.length = 0;
});

async function failure(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('tossAuthorization', () => {
  it('is Basic base64 of the secret key and a trailing colon', () => {
    expect(tossAuthorization('test_sk_abc')).toBe('Basic dGVzdF9za19hYmM6');
    expect(Buffer.from('dGVzdF9za19hYmM6', 'base64').toString()).toBe('test_sk_abc:');
  });
});

describe('the Toss stand-in is strict', () => {
  async function raw(authorization: string) {
    const response = await fetch(`${standIn.baseUrl}/v1/payments/none`, {
      headers: { Authorization: authorization },
    });
    return { status: response.status, body: await response.json() };
  }

  it('answers 401 to a Basic credential without the trailing colon', async () => {
    const withoutColon = `Basic ${Buffer.from(secretKey).toString('base64')}`;
    expect(await raw(withoutColon)).toEqual({
      status: 401,
      body: {
        code: 'UNAUTHORIZED_KEY',
        message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.',
      },
    });
  });

  it('answers 401 to another secret key, and 404 to the right one for an unknown payment', async () => {
    expect((await raw(tossAuthorization('test_sk_someoneElse'))).status).toBe(401);
    expect(await raw(tossAuthorization(secretKey))).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' },
    });
  });
});

describe('createTossPaymentProvider against the local Toss stand-in', () => {
  it('confirms with { paymentKey, orderId, amount } and the Idempotency-Key', async () => {
    const paymentKey = standIn.authorize({ orderId: 'order_confirm_01', amount: 33000 });
    const payment = await toss().confirm(
      { paymentKey, orderId: 'order_confirm_01', amount: 33000 },
      'confirm:order_confirm_01',
    );
    expect(payment).toMatchObject({
      paymentKey,
      orderId: 'order_confirm_01',
      status: 'DONE',
      totalAmount: 33000,
      balanceAmount: 33000,
      method: '카드',
    });
    expect(payment.approvedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
    expect(standIn.calls).toEqual([
      {
        method: 'POST',
        path: '/v1/payments/confirm',
        idempotencyKey: 'confirm:order_confirm_01',
        status: 200,
      },
    ]);
  });

  it('gets the first answer again for a repeated Idempotency-Key, and ALREADY_PROCESSED without it', async () => {
    const paymentKey = standIn.authorize({ orderId: 'order_repeat_01', amount: 12000 });
    const input = { paymentKey, orderId: 'order_repeat_01', amount: 12000 };
    const first = await toss().confirm(input, 'confirm:order_repeat_01');
    const again = await toss().confirm(input, 'confirm:order_repeat_01');
    expect(again).toEqual(first);
    const error = await failure(toss().confirm(input, 'confirm:order_repeat_01:other'));
    expect([error.kind, error.code, error.httpStatus]).toEqual([
      'rejected',
      'ALREADY_PROCESSED_PAYMENT',
      400,
    ]);
  });

  it('is refused with 400 for a wrong amount, and the payment stays unconfirmed', async () => {
    const paymentKey = standIn.authorize({ orderId: 'order_amount_01', amount: 33000 });
    const error = await failure(
      toss().confirm({ paymentKey, orderId: 'order_amount_01', amount: 3300 }, 'k-amount-1'),
    );
    expect([error.kind, error.code, error.providerMessage, error.httpStatus]).toEqual([
      'rejected',
      'INVALID_REQUEST',
      '결제 금액이 일치하지 않습니다.',
      400,
    ]);
    expect(standIn.payment(paymentKey)?.status).toBe('IN_PROGRESS');
  });

  it('is refused with 401 UNAUTHORIZED_KEY when configured with another secret key', async () => {
    const paymentKey = standIn.authorize({ orderId: 'order_wrongkey_01', amount: 1000 });
    const wrong = createTossPaymentProvider({
      secretKey: 'test_sk_notTheMerchantsKey',
      clientKey,
      baseUrl: standIn.baseUrl,
    });
    const error = await failure(
      wrong.confirm({ paymentKey, orderId: 'order_wrongkey_01', amount: 1000 }, 'k-wrongkey'),
    );
    expect([error.kind, error.code, error.httpStatus]).toEqual([
      'rejected',
      'UNAUTHORIZED_KEY',
      401,
    ]);
  });

  it('passes a declined card on with its code and Korean message', async () => {
    const paymentKey = standIn.authorize({
      orderId: 'order_decline_01',
      amount: 5000,
      decline: { code: 'REJECT_CARD_COMPANY', message: '카드사에서 결제를 거절했습니다.' },
    });
    const error = await failure(
      toss().confirm({ paymentKey, orderId: 'order_decline_01', amount: 5000 }, 'k-decline'),
    );
    expect([error.kind, error.code, error.providerMessage, error.httpStatus]).toEqual([
      'rejected',
      'REJECT_CARD_COMPANY',
      '카드사에서 결제를 거절했습니다.',
      403,
    ]);
  });

  it('cancels the whole balance once per Idempotency-Key, and looks the payment up', async () => {
    const paymentKey = standIn.authorize({ orderId: 'order_cancel_01', amount: 20000 });
    await toss().confirm({ paymentKey, orderId: 'order_cancel_01', amount: 20000 }, 'k-c-1');
    const cancelled = await toss().cancel(
      paymentKey,
      { cancelReason: '상담사가 상담을 거절했어요.' },
      'refund:1:DECLINED',
    );
    expect(cancelled).toMatchObject({ status: 'CANCELED', totalAmount: 20000, balanceAmount: 0 });
    const again = await toss().cancel(
      paymentKey,
      { cancelReason: '상담사가 상담을 거절했어요.' },
      'refund:1:DECLINED',
    );
    expect(again).toEqual(cancelled);
    expect(standIn.payment(paymentKey)?.cancels).toHaveLength(1);
    const found = await toss().lookup(paymentKey);
    expect(found).toMatchObject({ paymentKey, orderId: 'order_cancel_01', status: 'CANCELED' });
    expect(await toss().lookup('tgen_unknown')).toBeNull();
  });

  it('cannot cancel more than the balance', async () => {
    const paymentKey = standIn.authorize({ orderId: 'order_cancel_02', amount: 10000 });
    await toss().confirm({ paymentKey, orderId: 'order_cancel_02', amount: 10000 }, 'k-c-2');
    const error = await failure(
      toss().cancel(paymentKey, { cancelReason: '환불', cancelAmount: 10001 }, 'k-c-2-cancel'),
    );
    expect([error.code, error.httpStatus]).toEqual(['NOT_CANCELABLE_AMOUNT', 403]);
  });

  it('cancels part of a payment with cancelAmount (PARTIAL_CANCELED), then the rest; never past the balance', async () => {
    const paymentKey = standIn.authorize({ orderId: 'order_cancel_03', amount: 20000 });
    await toss().confirm({ paymentKey, orderId: 'order_cancel_03', amount: 20000 }, 'k-c-3');
    standIn.cancelRequests.length = 0;
    const part = await toss().cancel(
      paymentKey,
      { cancelReason: '상담사가 자리를 비웠어요.', cancelAmount: 6000 },
      'refund:3:COUNSELOR_ABSENT',
    );
    expect(part).toMatchObject({
      status: 'PARTIAL_CANCELED',
      totalAmount: 20000,
      balanceAmount: 14000,
    });
    const over = await failure(
      toss().cancel(paymentKey, { cancelReason: '환불', cancelAmount: 14001 }, 'k-c-3-over'),
    );
    expect([over.code, over.httpStatus]).toEqual(['NOT_CANCELABLE_AMOUNT', 403]);
    const rest = await toss().cancel(
      paymentKey,
      { cancelReason: '운영자가 환불했어요.', cancelAmount: 14000 },
      'refund:3:OPERATOR',
    );
    expect(rest).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(standIn.cancelRequests).toEqual([
      {
        paymentKey,
        idempotencyKey: 'refund:3:COUNSELOR_ABSENT',
        cancelAmount: 6000,
        cancelReason: '상담사가 자리를 비웠어요.',
      },
      { paymentKey, idempotencyKey: 'k-c-3-over', cancelAmount: 14001, cancelReason: '환불' },
      {
        paymentKey,
        idempotencyKey: 'refund:3:OPERATOR',
        cancelAmount: 14000,
        cancelReason: '운영자가 환불했어요.',
      },
    ]);
    const cancels = (standIn.payment(paymentKey)?.cancels ?? []) as { cancelAmount: number }[];
    expect(cancels.map((cancel) => cancel.cancelAmount)).toEqual([6000, 14000]);
  });

  it('reports an unreachable Toss as unavailable', async () => {
    const offline = createTossPaymentProvider({
      secretKey,
      clientKey,
      baseUrl: 'http://127.0.0.1:9',
    });
    const error = await failure(offline.lookup('tgen_any'));
    expect([error.kind, error.code]).toEqual(['unavailable', 'NETWORK_ERROR']);
  });
});
