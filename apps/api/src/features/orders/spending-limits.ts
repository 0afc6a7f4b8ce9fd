import { ORDER_ERROR_CODES, type SpendingLimit } from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { orderMessages as m } from './messages';
import { createOrdersRepository, type SpendingLimitRow } from './repository';

// DESIGN "Orders and payments": the user's own limit per Asia/Seoul month. Lowering applies at
// once; a raise (removing the limit is one) waits 24 hours in pendingLimit/pendingFrom, so a
// moment's impulse cannot lift it. What counts is money charged (points are not spending),
// paid this Seoul month, minus money refunded; the check also counts unpaid orders still
// inside their hold, so two quick orders cannot both slip under it.

const SEOUL_OFFSET_MS = 9 * 3_600_000;
const RAISE_DELAY_MS = 24 * 3_600_000;

/** The Seoul calendar month of `at` as [from, to) instants (Seoul keeps no summer time). */
export function seoulMonth(at: Date): { from: Date; to: Date } {
  const seoul = new Date(at.getTime() + SEOUL_OFFSET_MS);
  const year = seoul.getUTCFullYear();
  const month = seoul.getUTCMonth();
  return {
    from: new Date(Date.UTC(year, month, 1) - SEOUL_OFFSET_MS),
    to: new Date(Date.UTC(year, month + 1, 1) - SEOUL_OFFSET_MS),
  };
}

type Limit = { monthlyLimit: number | null; pendingLimit: number | null; pendingFrom: Date | null };

/** The limit in force at `at`: a raise whose 24 hours have passed has applied. */
export function limitAt(row: SpendingLimitRow | undefined, at: Date): Limit {
  if (!row) return { monthlyLimit: null, pendingLimit: null, pendingFrom: null };
  if (row.pendingFrom && row.pendingFrom.getTime() <= at.getTime()) {
    return { monthlyLimit: row.pendingLimit, pendingLimit: null, pendingFrom: null };
  }
  return {
    monthlyLimit: row.monthlyLimit,
    pendingLimit: row.pendingLimit,
    pendingFrom: row.pendingFrom,
  };
}

/** What a PUT does to the limit in force: lower at once, raise after 24 hours. */
export function nextLimit(current: Limit, requested: number | null, at: Date): Limit {
  const lowering =
    current.monthlyLimit === null
      ? requested !== null
      : requested !== null && requested <= current.monthlyLimit;
  if (lowering || requested === current.monthlyLimit) {
    return { monthlyLimit: requested, pendingLimit: null, pendingFrom: null };
  }
  return {
    monthlyLimit: current.monthlyLimit,
    pendingLimit: requested,
    pendingFrom: new Date(at.getTime() + RAISE_DELAY_MS),
  };
}

export function createSpendingLimits({ db, now }: { db: AppDb; now: Clock }) {
  async function view(userId: number, at: Date): Promise<SpendingLimit> {
    const repository = createOrdersRepository(db);
    const limit = limitAt(await repository.spendingLimit(userId), at);
    const { from, to } = seoulMonth(at);
    const spentThisMonth = await repository.spentBetween(userId, from, to);
    return {
      monthlyLimit: limit.monthlyLimit,
      pendingLimit: limit.pendingFrom ? limit.pendingLimit : null,
      pendingFrom: limit.pendingFrom?.toISOString() ?? null,
      spentThisMonth,
      remaining:
        limit.monthlyLimit === null ? null : Math.max(0, limit.monthlyLimit - spentThisMonth),
    };
  }

  return {
    get: (userId: number) => view(userId, now()),

    async set(userId: number, requested: number | null): Promise<SpendingLimit> {
      const at = now();
      await db.transaction(async (tx) => {
        const repository = createOrdersRepository(tx);
        const current = limitAt(await repository.spendingLimit(userId, true), at);
        await repository.saveSpendingLimit({
          userId,
          ...nextLimit(current, requested, at),
          updatedAt: at,
        });
      });
      return view(userId, at);
    },

    /**
     * Inside the order's transaction, before anything is held or charged: 409 SPENDING_LIMIT
     * naming what is left when `amount` would pass the month's limit. The limit row is locked,
     * so a user's parallel orders are checked one after another.
     */
    async check(tx: AppDb, userId: number, amount: number, at: Date): Promise<void> {
      const repository = createOrdersRepository(tx);
      const limit = limitAt(await repository.spendingLimit(userId, true), at);
      if (limit.monthlyLimit === null || amount === 0) return;
      const { from, to } = seoulMonth(at);
      const used =
        (await repository.spentBetween(userId, from, to)) +
        (await repository.pendingAmount(userId, at));
      const remaining = Math.max(0, limit.monthlyLimit - used);
      if (amount > remaining) {
        throw new AppError(409, ORDER_ERROR_CODES.spendingLimit, m.spendingLimit(remaining));
      }
    },
  };
}

export type SpendingLimits = ReturnType<typeof createSpendingLimits>;
