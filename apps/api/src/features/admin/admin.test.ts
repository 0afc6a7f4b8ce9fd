import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { adminCli } from '../../test/admin-cli';
import { applicationBody } from '../../test/applications';
import { createTestDatabase } from '../../test/db';
import {
  bookableCounselor,
  buyer,
  ordersTestApp,
  pointsOf,
  sandboxPaidOrder,
} from '../../test/orders';
import { createTestUser, login, TEST_PASSWORD } from '../../test/users';
import { users } from '../accounts';
import { orders, payments } from '../orders';
import { counselingSessions } from '../sessions';

// /api/admin (login + ADMIN role) and `pnpm admin`, the command-line tool that calls it, run
// against this app served on a real port.

const database = await createTestDatabase();
const { app, call } = ordersTestApp(database);
const { cli, close } = await adminCli(app);
const admin = (await login(app, 'demo-admin', 'demo1234!')).accessToken;
const user = (await login(app, 'demo-user', 'demo1234!')).accessToken;

afterAll(async () => {
  await close();
  await database.close();
});

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

/** A SUBMITTED counselor application of a fresh plain user. */
async function application(name: string) {
  const user = await createTestUser(database.db);
  const username = user.username ?? '';
  const { accessToken } = await login(app, username, TEST_PASSWORD);
  const [category] = (await call('GET', '/api/client/counselor-categories', accessToken)).json;
  const body = applicationBody(name, [category.id]);
  const answer = await call('POST', '/api/client/counselor-applications', accessToken, body);
  expect(answer.status).toBe(201);
  return { id: answer.json.id as number, userId: user.id, username, category: category.name };
}

const ADMIN_ROUTES = [
  ['GET', '/api/admin/orders/abcdefgh', undefined],
  ['POST', '/api/admin/orders/abcdefgh/refund', {}],
  ['POST', '/api/admin/sessions/1/cancel', undefined],
  ['POST', '/api/admin/payments/abcdefgh/void', undefined],
  ['POST', '/api/admin/users/1/points', { amount: 100, memo: '테스트' }],
  ['GET', '/api/admin/counselor-applications', undefined],
  ['GET', '/api/admin/counselor-applications/1', undefined],
  ['POST', '/api/admin/counselor-applications/1/approve', undefined],
  ['POST', '/api/admin/counselor-applications/1/reject', { reason: '자격증 사진이 흐려요.' }],
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

  it('lists counselor applications, shows one, approves and rejects them', async () => {
    const first = await application('새벽달');
    const second = await application('윤슬빛');
    const queue = await cli(['applications', '--status', 'SUBMITTED']);
    expect(queue).toMatchObject({ code: 0, stderr: '' });
    // The queue is first come, first served; the seeded applicant (달무리) waits in it too.
    const lines = queue.stdout.trim().split('\n');
    const lineOf = (id: number) => lines.findIndex((line) => line.startsWith(`#${id} · `));
    expect(lineOf(first.id)).toBeLessThan(lineOf(second.id));
    expect(lines[lineOf(first.id)]).toMatch(
      new RegExp(
        `^#${first.id} · 심사 중 \\(SUBMITTED\\) · 새벽달 · 회원 #${first.userId} \\(${first.username}\\) · 신청 `,
      ),
    );
    expect(
      lines.some((line) =>
        / · 심사 중 \(SUBMITTED\) · 달무리 · 회원 #\d+ \(member-moon\) · /.test(line),
      ),
    ).toBe(true);

    const shown = await cli(['application', String(first.id)]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(
      `상담사 신청 #${first.id} · 새벽달\n상태: 심사 중 (SUBMITTED)\n`,
    );
    expect(shown.stdout).toContain(`신청자: 회원 #${first.userId} (${first.username}) · 상담사 #`);
    expect(shown.stdout).toContain(`분야: ${first.category} · 경력: 3년\n`);
    expect(shown.stdout).toContain(
      '자격증: 타로심리상담사 2급 · 한국타로심리협회 · 2급 · 2024-05-18 · 사진 없음\n',
    );
    expect(shown.stdout).toContain('지원 동기와 상담 경험:\n  대학 상담 동아리에서');

    const approved = await cli(['approve-application', String(first.id)]);
    expect(approved).toMatchObject({ code: 0, stderr: '' });
    expect(approved.stdout).toBe(
      `상담사 신청 #${first.id}을(를) 승인했어요. 회원 #${first.userId} (${first.username})에게 상담사 권한과 레벨 1을 드렸어요. 활동명: 새벽달\n`,
    );
    const [user] = await database.db
      .select({ roles: users.roles })
      .from(users)
      .where(eq(users.id, first.userId));
    expect(user?.roles).toEqual(['USER', 'COUNSELOR']);
    expect(await cli(['approve-application', String(first.id)])).toEqual({
      code: 1,
      stdout: '',
      stderr: '오류: 이미 승인된 신청이에요. (409 APPLICATION_DECIDED)\n',
    });

    const rejected = await cli([
      'reject-application',
      String(second.id),
      '--reason',
      '자격증 사진이 흐려서 확인할 수 없어요.',
    ]);
    expect(rejected).toEqual({
      code: 0,
      stdout: `상담사 신청 #${second.id}을(를) 반려했어요. 사유: 자격증 사진이 흐려서 확인할 수 없어요.\n`,
      stderr: '',
    });
    const decided = await cli(['applications', '--status', 'REJECTED']);
    expect(decided.stdout.split('\n')[0]).toMatch(
      new RegExp(`^#${second.id} · 반려 \\(REJECTED\\) · 윤슬빛 · `),
    );
    expect((await cli(['application', String(second.id)])).stdout).toContain(
      '반려 사유: 자격증 사진이 흐려서 확인할 수 없어요.\n',
    );
  });

  it('refuses application commands with a Korean reason and exit codes 1 and 2', async () => {
    const { id } = await application('초승달빛');
    const noReason = await cli(['reject-application', String(id)]);
    expect(noReason.code).toBe(2);
    expect(noReason.stderr).toContain('오류: 반려 사유를 --reason "<사유>"로 입력해 주세요.');
    const shortReason = await cli(['reject-application', String(id), '--reason', '흐림']);
    expect(shortReason.code).toBe(1);
    expect(shortReason.stderr).toMatch(
      /^오류: .+ \(400 VALIDATION_FAILED\)\n {2}- reason: .*반려 사유/,
    );
    const badStatus = await cli(['applications', '--status', 'DONE']);
    expect(badStatus.code).toBe(2);
    expect(badStatus.stderr).toContain(
      '오류: 상태는 SUBMITTED, APPROVED, REJECTED 중 하나로 입력해 주세요: DONE',
    );
    expect(await cli(['application', '2000000000'])).toEqual({
      code: 1,
      stdout: '',
      stderr: '오류: 상담사 신청을 찾을 수 없어요. (404 NOT_FOUND)\n',
    });
    expect((await cli(['approve-application'])).code).toBe(2);
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
