import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { silentLogger } from '../../lib/logger';
import { createScheduler } from '../../lib/scheduler';
import { type BackOffice, createBackOffice } from '../../test/back-office';
import { testEnv } from '../../test/env';
import { jsonCaller } from '../../test/json-call';
import { NOW_MS } from '../../test/orders';
import { users } from '../accounts';
import { orders } from '../orders';
import { counselingSessions } from '../sessions';
import { profitCsv, toProfitSession } from './statement';

// The test clock: Tuesday 2026-11-24, 10:00 in Seoul.

let f: BackOffice;

beforeAll(async () => {
  f = await createBackOffice();
});

afterAll(async () => {
  await f.close();
});

const ended = new Date('2026-10-15T05:00:00.000Z');
const row = (paid: number, refunded = 0) => ({
  id: 7,
  endedAt: ended,
  status: 'COMPLETED',
  productName: '30분 채팅 상담',
  userName: '김서연',
  paid,
  refunded,
});

describe('a session’s settlement (DESIGN "Money")', () => {
  it.each([
    [33_000, 0, { fee: 6_600, gross: 26_400, withholding: 871, net: 25_529 }],
    [50_000, 0, { fee: 10_000, gross: 40_000, withholding: 1_320, net: 38_680 }],
    [1_000, 0, { fee: 200, gross: 800, withholding: 26, net: 774 }],
    [30_000, 10_000, { fee: 4_000, gross: 16_000, withholding: 528, net: 15_472 }],
  ])('paid %i, refunded %i', (paid, refunded, expected) => {
    expect(toProfitSession(row(paid, refunded), 0.2)).toEqual({
      sessionId: 7,
      endedAt: '2026-10-15T05:00:00.000Z',
      status: 'COMPLETED',
      productName: '30분 채팅 상담',
      userName: '김*연',
      paid,
      refunded,
      ...expected,
    });
  });

  it('writes the CSV with a BOM, the Korean header, Seoul times and quoted cells', () => {
    const csv = profitCsv([
      toProfitSession(row(33_000), 0.2),
      { ...toProfitSession(row(30_000, 10_000), 0.2), sessionId: 8, productName: '=상담, "특별"' },
    ]);
    expect(csv).toBe(
      '\uFEFF상담번호,종료일시,상품,고객,결제금액,환불금액,수수료,정산대상,원천징수,정산금액\r\n' +
        '7,2026-10-15 14:00,30분 채팅 상담,김*연,33000,0,6600,26400,871,25529\r\n' +
        `8,2026-10-15 14:00,"'=상담, ""특별""",김*연,30000,10000,4000,16000,528,15472\r\n`,
    );
  });
});

/** A settled session of the counselor with its paid order (and a refund, if any). */
async function settled(
  counselor: { counselor: { id: number }; product: { id: number } },
  userId: number,
  values: { price: number; refunded?: number; endedAt: string; status?: string },
) {
  const key = `profit-${Math.random().toString(36).slice(2, 12)}`;
  const [order] = await f.db
    .insert(orders)
    .values({
      orderId: key,
      userId,
      counselorId: counselor.counselor.id,
      productId: counselor.product.id,
      productName: '30분 채팅 상담',
      counselingType: 'CHAT',
      durationMinutes: 30,
      startType: 'IMMEDIATE',
      price: values.price,
      amount: values.price,
      provider: 'sandbox',
      status: 'PAID',
      holdExpiresAt: new Date(values.endedAt),
      paidAt: new Date(values.endedAt),
      refundedAmount: values.refunded ?? 0,
    })
    .returning({ id: orders.id });
  const endedAt = new Date(values.endedAt);
  const [session] = await f.db
    .insert(counselingSessions)
    .values({
      userId,
      counselorId: counselor.counselor.id,
      status: values.status ?? 'COMPLETED',
      startTime: new Date(endedAt.getTime() - 30 * 60_000),
      durationSeconds: 1_800,
      counselingType: 'CHAT',
      startType: 'IMMEDIATE',
      productName: '30분 채팅 상담',
      orderId: order?.id ?? null,
      endedAt,
    })
    .returning({ id: counselingSessions.id });
  return session?.id ?? 0;
}

describe('/api/client/counselor/profits', () => {
  it('takes the fee from PLATFORM_FEE_RATE: 15 % of 33,000 leaves 27,125', async () => {
    const counselor = await f.counselor();
    const user = await f.buyer();
    await settled(counselor, user.id, { price: 33_000, endedAt: '2026-09-15T03:00:00.000Z' });
    const now = () => new Date(NOW_MS);
    const app = createApp({
      env: testEnv({ platformFeeRate: 0.15 }),
      database: f.database,
      logger: silentLogger,
      now,
      scheduler: createScheduler({ db: f.db, now, logger: silentLogger }),
    });
    const lines = await jsonCaller(app)(
      'GET',
      '/api/client/counselor/profits/2026-09/sessions',
      counselor.token,
    );
    expect(lines.json).toMatchObject([
      { paid: 33_000, fee: 4_950, gross: 28_050, withholding: 925, net: 27_125 },
    ]);
  });

  it('sums Seoul months of settled sessions, their lines and the CSV', async () => {
    const counselor = await f.counselor();
    const user = await f.buyer();
    await f.db.update(users).set({ name: '김서연' }).where(eq(users.id, user.id));
    // 2026-10-31 23:30 in Seoul is still October; 2026-11-01 00:10 in Seoul is November.
    const late = await settled(counselor, user.id, {
      price: 33_000,
      endedAt: '2026-10-31T14:30:00.000Z',
    });
    const partly = await settled(counselor, user.id, {
      price: 30_000,
      refunded: 10_000,
      endedAt: '2026-10-02T03:00:00.000Z',
    });
    await settled(counselor, user.id, { price: 50_000, endedAt: '2026-10-31T15:10:00.000Z' });
    await settled(counselor, user.id, {
      price: 1_000,
      endedAt: '2026-11-10T03:00:00.000Z',
      status: 'NO_SHOW_USER',
    });
    // Not settled: cancelled sessions are refunded in full.
    await settled(counselor, user.id, {
      price: 20_000,
      endedAt: '2026-10-20T03:00:00.000Z',
      status: 'CANCELLED_BY_COUNSELOR',
    });

    const year = await f.call('GET', '/api/client/counselor/profits?year=2026', counselor.token);
    expect(year.status).toBe(200);
    expect(year.json.months).toHaveLength(12);
    expect(year.json.months[9]).toEqual({
      month: '2026-10',
      sessions: 2,
      paid: 63_000,
      refunded: 10_000,
      fee: 10_600,
      gross: 42_400,
      withholding: 1_399,
      net: 41_001,
      payoutDate: '2026-11-10',
      paidOut: true,
    });
    expect(year.json.months[10]).toEqual({
      month: '2026-11',
      sessions: 2,
      paid: 51_000,
      refunded: 0,
      fee: 10_200,
      gross: 40_800,
      withholding: 1_346,
      net: 39_454,
      payoutDate: '2026-12-10',
      paidOut: false,
    });
    expect(year.json.months[0]).toMatchObject({ month: '2026-01', sessions: 0, net: 0 });
    expect(year.json.total).toEqual({
      sessions: 4,
      paid: 114_000,
      refunded: 10_000,
      fee: 20_800,
      gross: 83_200,
      withholding: 2_745,
      net: 80_455,
    });

    const lines = await f.call(
      'GET',
      '/api/client/counselor/profits/2026-10/sessions',
      counselor.token,
    );
    expect(lines.json.map((each: { sessionId: number }) => each.sessionId)).toEqual([partly, late]);
    expect(lines.json[1]).toMatchObject({ userName: '김*연', paid: 33_000, net: 25_529 });

    const csv = await f.app.request('/api/client/counselor/profits/2026-10.csv', {
      headers: { Authorization: `Bearer ${counselor.token}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('Content-Disposition')).toBe(
      'attachment; filename="arcana-profits-2026-10.csv"',
    );
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes).split('\r\n')).toEqual([
      '\uFEFF상담번호,종료일시,상품,고객,결제금액,환불금액,수수료,정산대상,원천징수,정산금액'.slice(
        1,
      ),
      `${partly},2026-10-02 12:00,30분 채팅 상담,김*연,30000,10000,4000,16000,528,15472`,
      `${late},2026-10-31 23:30,30분 채팅 상담,김*연,33000,0,6600,26400,871,25529`,
      '',
    ]);
  });

  it('shows only the caller’s sessions and refuses bad months and years', async () => {
    const other = await f.counselor();
    const year = await f.call('GET', '/api/client/counselor/profits', other.token);
    expect(year.json).toMatchObject({ year: 2026, total: { sessions: 0, net: 0 } });
    const bad = await f.call('GET', '/api/client/counselor/profits/2026-13/sessions', other.token);
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual([
      { field: 'month', message: '월은 YYYY-MM 형식(예: 2026-10)으로 골라 주세요.' },
    ]);
    const badYear = await f.call('GET', '/api/client/counselor/profits?year=1999', other.token);
    expect(badYear.json.errors).toEqual([
      { field: 'year', message: '연도는 2000년부터 2100년 사이로 골라 주세요.' },
    ]);
    const user = await f.buyer();
    expect((await f.call('GET', '/api/client/counselor/profits', user.token)).status).toBe(403);
  });
});
