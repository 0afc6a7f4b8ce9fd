import {
  DEFAULT_PLATFORM_FEE_RATE,
  type ProfitSession,
  type ProfitYear,
  seoulDateKey,
} from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { messages } from '../../lib/messages';
import { createCounselorsRepository } from '../counselors';
import { createProfitsRepository } from './repository';
import { profitCsv, seoulMonthStart, toProfitSession, toProfitYear } from './statement';

export type YearMonth = { year: number; month: number };

export function createProfitsService({
  db,
  now,
  feeRate = DEFAULT_PLATFORM_FEE_RATE,
}: {
  db: AppDb;
  now: Clock;
  feeRate?: number;
}) {
  const counselors = createCounselorsRepository(db);
  const repository = createProfitsRepository(db);

  async function counselorIdOf(userId: number): Promise<number> {
    const counselor = await counselors.findByUserId(userId);
    if (!counselor) throw AppError.notFound(messages.auth.counselorNotFound);
    return counselor.id;
  }

  async function sessionsOf(userId: number, { year, month }: YearMonth) {
    const rows = await repository.settledBetween(
      await counselorIdOf(userId),
      seoulMonthStart(year, month),
      seoulMonthStart(year, month + 1),
    );
    return rows.map((row) => toProfitSession(row, feeRate));
  }

  return {
    /** The current Seoul year. */
    thisYear: () => Number(seoulDateKey(now().getTime()).slice(0, 4)),

    async year(userId: number, year: number): Promise<ProfitYear> {
      const rows = await repository.settledBetween(
        await counselorIdOf(userId),
        seoulMonthStart(year, 1),
        seoulMonthStart(year + 1, 1),
      );
      const sessions = rows.map((row) => toProfitSession(row, feeRate));
      return toProfitYear(year, sessions, seoulDateKey(now().getTime()));
    },

    sessions: (userId: number, month: YearMonth): Promise<ProfitSession[]> =>
      sessionsOf(userId, month),

    async csv(userId: number, month: YearMonth): Promise<string> {
      return profitCsv(await sessionsOf(userId, month));
    },
  };
}

export type ProfitsService = ReturnType<typeof createProfitsService>;
