// demo-counselor 별빛's back office beyond its profile (issue 11): months of settled sessions
// with their orders (paid with points, one partly refunded, one user no-show) so 수익 관리
// shows a living year, private notes about a few clients, and an extra evening and a day off
// in its calendar. Inserted in one transaction, once: the first order's id marks it done.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from './database';
import {
  counselingSessions,
  counselorClientNotes,
  counselorDateExceptions,
  counselors,
  orders,
  products,
  refunds,
  users,
} from './schema';
import { seoulDate } from './seed-marketplace-plan';

const MINUTE_MS = 60_000;
const MARKER = 'seedoffice-01';

/** Days ago, Seoul hour, which of 별빛's products (by position), how it ended. */
const SETTLED: readonly [number, number, number, 'COMPLETED' | 'NO_SHOW_USER' | 'PARTLY'][] = [
  [158, 20, 0, 'COMPLETED'],
  [141, 21, 1, 'COMPLETED'],
  [126, 19, 2, 'COMPLETED'],
  [112, 20, 0, 'COMPLETED'],
  [97, 22, 1, 'COMPLETED'],
  [88, 13, 0, 'COMPLETED'],
  [71, 20, 2, 'COMPLETED'],
  [64, 11, 0, 'NO_SHOW_USER'],
  [52, 21, 1, 'COMPLETED'],
  [44, 20, 0, 'COMPLETED'],
  [36, 19, 2, 'PARTLY'],
  [27, 21, 0, 'COMPLETED'],
  [19, 20, 1, 'COMPLETED'],
  [11, 22, 0, 'COMPLETED'],
  [5, 20, 2, 'COMPLETED'],
  [2, 14, 0, 'COMPLETED'],
];

const NOTES = [
  '연애 고민으로 여러 번 찾아오신 분. 재회보다 스스로를 아끼는 쪽으로 이야기하면 편해하세요.\n말이 빠르면 긴장하셔서 천천히 카드 설명하기.',
  '이직 준비 중(마케팅 → 기획). 12월 면접 결과 물어보기로 했어요.',
  '처음엔 말수가 적지만 질문을 구체적으로 드리면 잘 풀어 주세요. 속마음 카드 좋아하심.',
];

export async function seedBackOffice(db: AppDb, now: Date): Promise<void> {
  const [done] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderId, MARKER))
    .limit(1);
  if (done) return;
  const [counselor] = await db
    .select({ id: counselors.id })
    .from(counselors)
    .innerJoin(users, eq(users.id, counselors.userId))
    .where(eq(users.username, 'demo-counselor'))
    .limit(1);
  if (!counselor) return;
  const owned = await db
    .select()
    .from(products)
    .where(eq(products.counselorId, counselor.id))
    .orderBy(asc(products.id));
  // The clients: whoever already had sessions with 별빛 (demo-user and the history's members).
  const clients = await db
    .selectDistinct({ id: counselingSessions.userId })
    .from(counselingSessions)
    .where(eq(counselingSessions.counselorId, counselor.id))
    .orderBy(counselingSessions.userId);
  if (owned.length === 0 || clients.length === 0) return;

  await db.transaction(async (tx) => {
    for (const [index, [daysAgo, hour, productIndex, end]] of SETTLED.entries()) {
      const product = owned[productIndex % owned.length] ?? owned[0];
      const client = clients[index % clients.length] ?? clients[0];
      if (!product || !client) continue;
      const start = new Date(
        `${seoulDate(now, -daysAgo)}T${String(hour).padStart(2, '0')}:00:00+09:00`,
      );
      const minutes = product.durationMinutes ?? 60;
      const paidAt = new Date(start.getTime() - 2 * 24 * 60 * MINUTE_MS);
      const refundedPoints = end === 'PARTLY' ? Math.floor((product.price * 0.3) / 100) * 100 : 0;
      const [order] = await tx
        .insert(orders)
        .values({
          orderId: `seedoffice-${String(index + 1).padStart(2, '0')}`,
          userId: client.id,
          counselorId: counselor.id,
          productId: product.id,
          kind: 'SESSION',
          productName: product.name,
          counselingType: product.counselingType,
          durationMinutes: product.durationMinutes,
          startType: 'RESERVATION',
          slotStart: start,
          price: product.price,
          pointsUsed: product.price,
          amount: 0,
          provider: 'points',
          status: refundedPoints > 0 ? 'PARTIALLY_REFUNDED' : 'PAID',
          holdExpiresAt: new Date(paidAt.getTime() + 15 * MINUTE_MS),
          refundedPoints,
          createdAt: new Date(paidAt.getTime() - MINUTE_MS),
          paidAt,
        })
        .returning({ id: orders.id });
      if (!order) throw new Error(`seed order ${index + 1} was not inserted`);
      const noShow = end === 'NO_SHOW_USER';
      const endedAt = new Date(start.getTime() + (noShow ? 10 : minutes) * MINUTE_MS);
      await tx.insert(counselingSessions).values({
        userId: client.id,
        counselorId: counselor.id,
        status: noShow ? 'NO_SHOW_USER' : 'COMPLETED',
        startTime: start,
        durationSeconds: product.durationMinutes === null ? null : minutes * 60,
        counselingType: product.counselingType,
        startType: 'RESERVATION',
        productName: product.name,
        orderId: order.id,
        productId: product.id,
        acceptedAt: new Date(paidAt.getTime() + 2 * 60 * MINUTE_MS),
        endedAt,
        endReason: noShow ? null : end === 'PARTLY' ? 'COUNSELOR_ABSENT' : 'COMPLETED_BY_USER',
        ...(noShow
          ? { counselorEnteredAt: start }
          : {
              userEnteredAt: start,
              counselorEnteredAt: start,
              startedAt: start,
              billedSeconds: (end === 'PARTLY' ? Math.round(minutes * 0.7) : minutes) * 60,
            }),
        createdAt: paidAt,
        updatedAt: endedAt,
      });
      if (refundedPoints > 0) {
        await tx.insert(refunds).values({
          orderId: order.id,
          amount: 0,
          points: refundedPoints,
          reason: '상담사가 자리를 비워 남은 시간만큼 돌려드렸어요.',
          idempotencyKey: `refund:${order.id}:COUNSELOR_ABSENT`,
          status: 'DONE',
          createdAt: endedAt,
          doneAt: endedAt,
        });
      }
      await tx
        .update(products)
        .set({ soldCount: sql`${products.soldCount} + 1` })
        .where(eq(products.id, product.id));
    }

    const noted = clients.slice(0, NOTES.length);
    await tx
      .insert(counselorClientNotes)
      .values(
        noted.map((client, index) => ({
          counselorId: counselor.id,
          userId: client.id,
          text: NOTES[index] ?? '',
          updatedAt: new Date(now.getTime() - (index + 1) * 24 * 60 * MINUTE_MS),
        })),
      )
      .onConflictDoNothing();

    // An extra evening next week and a day off later in the month, unless the dates have one.
    const extra = seoulDate(now, 6);
    const closed = seoulDate(now, 18);
    const taken = await tx
      .select({ date: counselorDateExceptions.date })
      .from(counselorDateExceptions)
      .where(
        and(
          eq(counselorDateExceptions.counselorId, counselor.id),
          inArray(counselorDateExceptions.date, [extra, closed]),
        ),
      );
    const free = (date: string) => !taken.some((row) => row.date === date);
    const rows = [
      ...(free(extra)
        ? [
            {
              counselorId: counselor.id,
              date: extra,
              kind: 'EXTRA',
              startTime: '21:00',
              endTime: '23:30',
            },
          ]
        : []),
      ...(free(closed) ? [{ counselorId: counselor.id, date: closed, kind: 'CLOSED' }] : []),
    ];
    if (rows.length > 0) await tx.insert(counselorDateExceptions).values(rows);
  });
}
