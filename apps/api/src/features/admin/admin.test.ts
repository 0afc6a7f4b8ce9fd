import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db';
import {
  bookableCounselor,
  buyer,
  ordersTestApp,
  pointsOf,
  sandboxPaidOrder,
} from '../../test/orders';
import { login } from '../../test/users';
import { orders, payments } from '../orders';
import { counselingSessions } from '../sessions';

// /api/admin (login + ADMIN role) and `pnpm admin`, the command-line tool that calls it, run
// against this app served on a real port.

const database = await createTestDatabase();
const { app, call } = ordersTestApp(database);
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const admin = (await login(app, 'demo-admin', 'demo1234!')).accessToken;
const user = (await login(app, 'demo-user', 'demo1234!')).accessToken;

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});

const script = fileURLToPath(new URL('../../../../../scripts/admin.mjs', import.meta.url));
const run = promisify(execFile);

/** `pnpm admin …` as the root script runs it; stdout, stderr and the exit code. */
async function cli(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args], {
      env: { PATH: process.env.PATH ?? '', API_URL: apiUrl, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function paidOrder(points = 0) {
  const { product } = await bookableCounselor(database, { price: 20_000 });
  const me = await buyer(database, app, points);
  const order = await sandboxPaidOrder(app.request, me.token, { productId: product.id, points });
  const [payment] = await database.db
    .select({ paymentKey: payments.paymentKey })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(orders.orderId, order.orderId));
  return { me, order, paymentKey: payment?.paymentKey };
}

async function sessionStatus(id: number | null) {
  const [row] = await database.db
    .select({ status: counselingSessions.status })
    .from(counselingSessions)
    .where(eq(counselingSessions.id, id ?? 0));
  return row?.status;
}

const ADMIN_ROUTES = [
  ['GET', '/api/admin/orders/abcdefgh', undefined],
  ['POST', '/api/admin/orders/abcdefgh/refund', {}],
  ['POST', '/api/admin/sessions/1/cancel', undefined],
  ['POST', '/api/admin/payments/abcdefgh/void', undefined],
  ['POST', '/api/admin/users/1/points', { amount: 100, memo: '테스트' }],
] as const;

describe('/api/admin', () => {
  it.each(ADMIN_ROUTES)(
    '%s %s: 401 without a login, 403 for a plain user',
    async (method, path, body) => {
      expect((await call(method, path, undefined, body)).json).toMatchObject({
        status: 401,
        code: 'UNAUTHENTICATED',
      });
      expect((await call(method, path, user, body)).json).toEqual({
        status: 403,
        code: 'FORBIDDEN',
        message: '권한이 없어요.',
      });
    },
  );

  it('shows an order with its payment, and 404 for an unknown or malformed one', async () => {
    const { order, paymentKey } = await paidOrder();
    const shown = await call('GET', `/api/admin/orders/${order.orderId}`, admin);
    expect(shown.json).toMatchObject({
      order: { orderId: order.orderId, status: 'PAID', amount: 20000 },
      payment: { provider: 'sandbox', paymentKey, amount: 20000, status: 'DONE', method: '카드' },
      refunds: [],
    });
    expect((await call('GET', '/api/admin/orders/no_such_order', admin)).status).toBe(404);
    expect((await call('GET', '/api/admin/orders/bad!', admin)).status).toBe(404);
  });

  it('voids a sandbox payment as the provider would: CANCELLED_BY_PAYMENT, refunded, once', async () => {
    const { me, order } = await paidOrder(3_000);
    const voided = await call('POST', `/api/admin/payments/${order.orderId}/void`, admin);
    expect(voided.json).toMatchObject({
      order: { status: 'REFUNDED', refundedAmount: 17000, refundedPoints: 3000 },
      payment: { status: 'CANCELED' },
      refunds: [{ amount: 17000, points: 3000, status: 'DONE' }],
    });
    expect(await sessionStatus(order.sessionId)).toBe('CANCELLED_BY_PAYMENT');
    expect(await pointsOf(database, me.id)).toBe(3_000);
    const again = await call('POST', `/api/admin/payments/${order.orderId}/void`, admin);
    expect(again.json.refunds).toEqual(voided.json.refunds);
    expect(await pointsOf(database, me.id)).toBe(3_000);
  });

  it('grants points with a memo; refuses zero, a balance below 0 and an unknown user', async () => {
    const me = await buyer(database, app, 100);
    const grant = (userId: number, body: unknown) =>
      call('POST', `/api/admin/users/${userId}/points`, admin, body);
    expect((await grant(me.id, { amount: 5_000, memo: '이벤트 당첨' })).json).toEqual({
      userId: me.id,
      balance: 5100,
    });
    expect((await grant(me.id, { amount: 0 })).json.errors).toEqual([
      { field: 'amount', message: '0포인트는 지급할 수 없어요.' },
    ]);
    expect((await grant(me.id, { amount: -6_000 })).json).toEqual({
      status: 409,
      code: 'NOT_ENOUGH_POINTS',
      message: '포인트가 0 아래로 내려갈 수 없어요.',
    });
    expect((await grant(2_000_000_000, { amount: 1 })).status).toBe(404);
  });
});

describe('pnpm admin', () => {
  it('looks an order up, refunds it once and prints Korean', async () => {
    const { order } = await paidOrder(2_000);
    const shown = await cli(['order', order.orderId]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(`주문 ${order.orderId} · `);
    expect(shown.stdout).toContain('상태: 결제 완료 (PAID)');
    expect(shown.stdout).toContain('금액: 상품 20,000원 = 결제 18,000원 + 포인트 2,000원');
    expect(shown.stdout).toContain('환불: 없음');

    const refunded = await cli(['refund', order.orderId, '고객', '요청으로', '환불']);
    expect(refunded.code).toBe(0);
    expect(refunded.stdout).toContain(`주문 ${order.orderId}을(를) 환불했어요.`);
    expect(refunded.stdout).toContain('상태: 환불 완료 (REFUNDED)');
    expect(refunded.stdout).toMatch(/환불: 18,000원 \+ 포인트 2,000원 · 완료 · 고객 요청으로 환불/);
  });

  it('cancels a session as the operator, voids a payment and grants points', async () => {
    const { order } = await paidOrder();
    const cancelled = await cli(['cancel-session', String(order.sessionId)]);
    expect(cancelled).toMatchObject({ code: 0, stderr: '' });
    expect(cancelled.stdout).toBe(
      `상담 #${order.sessionId}을(를) 운영자 취소했어요. 상태: 운영자 취소 (CANCELLED)\n`,
    );
    expect(await sessionStatus(order.sessionId)).toBe('CANCELLED');

    const other = await paidOrder();
    const voided = await cli(['void-payment', other.order.orderId]);
    expect(voided.code).toBe(0);
    expect(voided.stdout).toContain('결제를 무효 처리했어요.');
    expect(await sessionStatus(other.order.sessionId)).toBe('CANCELLED_BY_PAYMENT');

    const me = await buyer(database, app);
    const granted = await cli(['grant-points', String(me.id), '1500', '사과', '포인트']);
    expect(granted.stdout).toBe(`회원 #${me.id}에게 1,500포인트를 지급했어요. 잔액: 1,500포인트\n`);
  });

  it('exits non-zero with a Korean reason: unknown order, bad usage, wrong login, no server', async () => {
    const missing = await cli(['order', 'no_such_order']);
    expect(missing).toMatchObject({
      code: 1,
      stdout: '',
      stderr: '오류: 주문을 찾을 수 없어요. (404 NOT_FOUND)\n',
    });
    const usage = await cli(['explode']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('알 수 없는 명령이에요: explode');
    const wrongLogin = await cli(['order', 'abcdefgh'], { ADMIN_PASSWORD: 'wrong-password1' });
    expect(wrongLogin.code).toBe(1);
    expect(wrongLogin.stderr).toContain('아이디 또는 비밀번호가 맞지 않아요.');
    const notAdmin = await cli(['order', 'abcdefgh'], {
      ADMIN_USERNAME: 'demo-user',
      ADMIN_PASSWORD: 'demo1234!',
    });
    expect(notAdmin.stderr).toBe('오류: 권한이 없어요. (403 FORBIDDEN)\n');
    const offline = await cli(['order', 'abcdefgh'], { API_URL: 'http://127.0.0.1:9' });
    expect(offline.code).toBe(1);
    expect(offline.stderr).toBe(
      '오류: API 서버(http://127.0.0.1:9)에 연결할 수 없어요. 서버가 켜져 있는지 확인해 주세요.\n',
    );
    const production = await cli(['order', 'abcdefgh'], { NODE_ENV: 'production' });
    expect(production).toMatchObject({
      code: 2,
      stderr: '오류: 운영 환경에서는 ADMIN_USERNAME과 ADMIN_PASSWORD를 꼭 정해 주세요.\n',
    });
  });
});
