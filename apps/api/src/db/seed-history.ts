// Past sessions of the demo (issue 10): demo-user's and a few members' finished sessions with
// their orders, payments, transcripts, refund and reviews, as the lifecycle would have left them
// (seed-history-data.ts says what happened). Inserted in one transaction, once: the first
// order's id marks it done, so a restart adds nothing and a half-done seed cannot remain.
import { ADD_TIME_MINUTES, addTimePrice } from '@arcana/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { addCounselorRating } from '../features/counselors';
import { productImageUri } from '../features/products';
import { refundReasons } from '../features/sessions/messages';
import { toProviderPayment } from '../providers/payments/sandbox-payment-provider';
import type { AppDb } from './database';
import {
  counselingReviews,
  counselingSessions,
  counselors,
  orders,
  payments,
  products,
  refunds,
  sandboxPayments,
  sessionMessages,
  users,
} from './schema';
import { HISTORY_SESSIONS, type HistorySession } from './seed-history-data';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const SEOUL_OFFSET_MS = 9 * HOUR_MS;
/** What one added-time order buys (ADD_TIME_MINUTES of domain). */
const ADD_TIME_SECONDS = ADD_TIME_MINUTES * 60;

const orderIdOf = (session: HistorySession, addTime = false) =>
  `seedhist-${session.key}${addTime ? '-add' : ''}`;

/** `hour`:`minute` in Seoul on the Seoul day `days` before today's. */
function seoulAt(now: Date, days: number, hour: number, minute: number): Date {
  const seoul = new Date(now.getTime() + SEOUL_OFFSET_MS);
  const midnight = Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate());
  return new Date(midnight - days * DAY_MS + hour * HOUR_MS + minute * MINUTE_MS - SEOUL_OFFSET_MS);
}

type Product = typeof products.$inferSelect;

/** When each step happened: bought, accepted, entered, the clock, the end. */
function timelineOf(session: HistorySession, now: Date) {
  const start = seoulAt(now, session.daysAgo, session.hour, session.minute);
  const reserved = session.startType === 'RESERVATION';
  // A reservation is bought two days ahead and accepted that evening; a request is paid two
  // minutes before the counselor takes it, which is its start.
  const paidAt = new Date(start.getTime() - (reserved ? 2 * DAY_MS + 3 * HOUR_MS : 2 * MINUTE_MS));
  const orderedAt = new Date(paidAt.getTime() - MINUTE_MS);
  const acceptedAt = reserved ? new Date(paidAt.getTime() + 3 * HOUR_MS) : start;
  const respondBy = reserved
    ? new Date(Math.min(paidAt.getTime() + DAY_MS, start.getTime() - 30 * MINUTE_MS))
    : new Date(paidAt.getTime() + 2 * MINUTE_MS);
  const userEnteredAt = new Date(start.getTime() + (reserved ? -2 * MINUTE_MS : 30_000));
  if (session.end === 'NO_SHOW_COUNSELOR') {
    const endedAt = new Date(start.getTime() + 10 * MINUTE_MS);
    return {
      start,
      orderedAt,
      paidAt,
      acceptedAt,
      respondBy,
      userEnteredAt,
      counselorEnteredAt: null,
      startedAt: null,
      endedAt,
      linesFrom: userEnteredAt,
    };
  }
  const counselorEnteredAt = new Date(start.getTime() + (reserved ? -MINUTE_MS : 70_000));
  const startedAt = new Date(Math.max(userEnteredAt.getTime(), counselorEnteredAt.getTime()));
  const endedAt = new Date(startedAt.getTime() + session.billedSeconds * 1_000);
  return {
    start,
    orderedAt,
    paidAt,
    acceptedAt,
    respondBy,
    userEnteredAt,
    counselorEnteredAt,
    startedAt,
    endedAt,
    linesFrom: startedAt,
  };
}

type Timeline = ReturnType<typeof timelineOf>;
type Planned = {
  session: HistorySession;
  userId: number;
  counselorId: number;
  product: Product;
  time: Timeline;
};

/** An order paid through the sandbox, with its payment and the sandbox's own record. */
function orderRows(
  planned: Planned,
  values: {
    orderId: string;
    kind: 'SESSION' | 'ADD_TIME';
    price: number;
    at: Date;
    refunded: boolean;
  },
) {
  const { session, userId, counselorId, product, time } = planned;
  const addTime = values.kind === 'ADD_TIME';
  const paidAt = new Date(values.at.getTime() + MINUTE_MS);
  const order = {
    orderId: values.orderId,
    userId,
    counselorId,
    productId: product.id,
    kind: values.kind,
    productName: product.name,
    counselingType: product.counselingType,
    durationMinutes: addTime ? ADD_TIME_MINUTES : product.durationMinutes,
    startType: addTime ? 'IMMEDIATE' : session.startType,
    slotStart: !addTime && session.startType === 'RESERVATION' ? time.start : null,
    price: values.price,
    pointsUsed: 0,
    amount: values.price,
    provider: 'sandbox',
    status: values.refunded ? 'REFUNDED' : 'PAID',
    holdExpiresAt: new Date(values.at.getTime() + 15 * MINUTE_MS),
    refundedAmount: values.refunded ? values.price : 0,
    createdAt: values.at,
    paidAt,
  };
  const paymentKey = `seedhist_${values.orderId}`;
  const cancels = values.refunded
    ? [
        {
          idempotencyKey: `seedhist-cancel-${session.key}`,
          cancelAmount: values.price,
          cancelReason: refundReasons.noShowCounselor,
          canceledAt: time.endedAt.toISOString(),
        },
      ]
    : [];
  const record = {
    paymentKey,
    orderId: values.orderId,
    orderName: product.name,
    amount: values.price,
    balanceAmount: values.refunded ? 0 : values.price,
    status: values.refunded ? 'CANCELED' : 'DONE',
    confirmKey: `seedhist-confirm-${values.orderId}`,
    cancels,
    requestedAt: values.at,
    approvedAt: paidAt,
    updatedAt: values.refunded ? time.endedAt : paidAt,
  };
  const payment = {
    provider: 'sandbox',
    paymentKey,
    amount: values.price,
    status: record.status,
    method: '카드',
    approvedAt: paidAt,
    raw: toProviderPayment(record).raw,
    createdAt: paidAt,
    updatedAt: record.updatedAt,
  };
  return { order, payment, record };
}

async function lookups(tx: AppDb) {
  const usernames = [
    ...new Set(HISTORY_SESSIONS.flatMap((s) => [s.username, s.counselorUsername])),
  ];
  const people = await tx
    .select({ id: users.id, username: users.username, counselorId: counselors.id })
    .from(users)
    .leftJoin(counselors, eq(counselors.userId, users.id))
    .where(inArray(users.username, usernames));
  const counselorIds = people.flatMap(({ counselorId }) =>
    counselorId === null ? [] : [counselorId],
  );
  const sold = counselorIds.length
    ? await tx.select().from(products).where(inArray(products.counselorId, counselorIds))
    : [];
  return {
    person: (username: string) => people.find((row) => row.username === username),
    product: (counselorId: number, name: string) =>
      sold.find((row) => row.counselorId === counselorId && row.name === name),
  };
}

/** The sessions whose people and product exist (all of them on a seeded database). */
async function plan(tx: AppDb, now: Date): Promise<Planned[]> {
  const { person, product } = await lookups(tx);
  return HISTORY_SESSIONS.flatMap((session) => {
    const user = person(session.username);
    const counselorId = person(session.counselorUsername)?.counselorId;
    const sold = counselorId ? product(counselorId, session.productName) : undefined;
    if (!user || !counselorId || !sold) return [];
    return [
      { session, userId: user.id, counselorId, product: sold, time: timelineOf(session, now) },
    ];
  });
}

function sessionRow(planned: Planned, orderRowId: number) {
  const { session, userId, counselorId, product, time } = planned;
  const noShow = session.end === 'NO_SHOW_COUNSELOR';
  const paidMinutes = product.durationMinutes;
  return {
    userId,
    counselorId,
    status: noShow ? 'NO_SHOW_COUNSELOR' : 'COMPLETED',
    startTime: time.start,
    durationSeconds:
      paidMinutes === null ? null : paidMinutes * 60 + (session.addedTime ? ADD_TIME_SECONDS : 0),
    counselingType: product.counselingType,
    startType: session.startType,
    productName: product.name,
    productMainImage: productImageUri(product.id, 0),
    hasReview: session.review !== undefined,
    orderId: orderRowId,
    productId: product.id,
    respondBy: time.respondBy,
    acceptedAt: time.acceptedAt,
    endedAt: time.endedAt,
    userEnteredAt: time.userEnteredAt,
    counselorEnteredAt: time.counselorEnteredAt,
    userSeenAt: time.endedAt,
    counselorSeenAt: time.counselorEnteredAt ? time.endedAt : null,
    startedAt: time.startedAt,
    billedSeconds: session.billedSeconds,
    endReason: noShow ? null : session.end,
    createdAt: time.paidAt,
    updatedAt: time.endedAt,
  };
}

/** Inserts the planned sessions with everything around them. */
async function insertHistory(tx: AppDb, planned: readonly Planned[]): Promise<void> {
  for (const item of planned) {
    const { session, product, time } = item;
    const refunded = session.end === 'NO_SHOW_COUNSELOR';
    const bought = orderRows(item, {
      orderId: orderIdOf(session),
      kind: 'SESSION',
      price: product.price,
      at: time.orderedAt,
      refunded,
    });
    const [order] = await tx.insert(orders).values(bought.order).returning({ id: orders.id });
    if (!order) throw new Error(`seed order ${bought.order.orderId} was not inserted`);
    await tx.insert(payments).values({ ...bought.payment, orderId: order.id });
    await tx.insert(sandboxPayments).values(bought.record);
    const [row] = await tx
      .insert(counselingSessions)
      .values(sessionRow(item, order.id))
      .returning({ id: counselingSessions.id });
    if (!row) throw new Error(`seed session ${session.key} was not inserted`);

    if (session.addedTime && time.startedAt) {
      const price = addTimePrice(product) ?? 0;
      // Bought a few minutes before the original minutes ran out.
      const at = new Date(
        time.startedAt.getTime() + ((product.durationMinutes ?? 0) - 4) * MINUTE_MS,
      );
      const added = orderRows(item, {
        orderId: orderIdOf(session, true),
        kind: 'ADD_TIME',
        price,
        at,
        refunded: false,
      });
      const [addOrder] = await tx
        .insert(orders)
        .values({ ...added.order, sessionId: row.id })
        .returning({ id: orders.id });
      if (!addOrder) throw new Error(`seed order ${added.order.orderId} was not inserted`);
      await tx.insert(payments).values({ ...added.payment, orderId: addOrder.id });
      await tx.insert(sandboxPayments).values(added.record);
    }
    if (refunded) {
      await tx.insert(refunds).values({
        orderId: order.id,
        amount: product.price,
        points: 0,
        reason: refundReasons.noShowCounselor,
        idempotencyKey: `refund:${order.id}:NO_SHOW_COUNSELOR`,
        status: 'DONE',
        createdAt: time.endedAt,
        doneAt: new Date(time.endedAt.getTime() + 2_000),
      });
    }
    await insertTranscript(tx, row.id, item);
    await insertReview(tx, row.id, item);
    await tx
      .update(products)
      .set({ soldCount: sql`${products.soldCount} + 1` })
      .where(eq(products.id, product.id));
  }
}

async function insertTranscript(tx: AppDb, sessionId: number, { session, time }: Planned) {
  if (session.lines.length === 0) return;
  const rows = await tx
    .insert(sessionMessages)
    .values(
      session.lines.map(([side, at, content], i) => ({
        sessionId,
        senderType: side,
        content,
        clientId: `seedhist-${session.key}-${String(i + 1).padStart(3, '0')}`,
        createdAt: new Date(time.linesFrom.getTime() + at * 1_000),
      })),
    )
    .returning({ id: sessionMessages.id, senderType: sessionMessages.senderType });
  const last = Math.max(...rows.map(({ id }) => id));
  // Both read to the end; a counselor who never came read nothing.
  const counselorCame = time.counselorEnteredAt !== null;
  await tx
    .update(counselingSessions)
    .set({ userReadId: last, counselorReadId: counselorCame ? last : 0 })
    .where(eq(counselingSessions.id, sessionId));
}

async function insertReview(tx: AppDb, sessionId: number, planned: Planned) {
  const { session, userId, counselorId, time } = planned;
  if (!session.review) return;
  const createdAt = new Date(time.endedAt.getTime() + 40 * MINUTE_MS);
  await tx.insert(counselingReviews).values({
    sessionId,
    userId,
    counselorId,
    rating: session.review.rating,
    content: session.review.content,
    reply: session.review.reply ?? null,
    repliedAt: session.review.reply ? new Date(createdAt.getTime() + 5 * HOUR_MS) : null,
    createdAt,
  });
  await addCounselorRating(tx, counselorId, session.review.rating);
}

/** demo-user's and a few members' finished sessions (issue 10), once. */
export async function seedSessionHistory(db: AppDb, now: Date): Promise<void> {
  const first = HISTORY_SESSIONS[0];
  if (!first) return;
  await db.transaction(async (tx) => {
    const [done] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderId, orderIdOf(first)));
    if (done) return;
    await insertHistory(tx, await plan(tx, now));
  });
}
