import {
  maskPersonName,
  type ProfitMonth,
  type ProfitSession,
  type ProfitTotals,
  type ProfitYear,
  type SessionStatus,
  settlementOf,
} from '@arcana/domain';
import type { SettledSessionRow } from './repository';

// DESIGN "Money" as pure functions: each session is settled on what was paid minus what went
// back (domain settlementOf: 20 % fee, 3.3 % withholding of the rest rounded down), and a
// month is the sum of its sessions, so the lines of a statement always add up to its total.
// Months are Asia/Seoul calendar months (UTC+9 all year).

const SEOUL_OFFSET_MS = 9 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The instant a Seoul month starts; month 13 is January of the next year. */
export function seoulMonthStart(year: number, month: number): Date {
  return new Date(Date.UTC(year, month - 1, 1) - SEOUL_OFFSET_MS);
}

/** 'YYYY-MM' of an instant in Seoul. */
export function seoulMonthOf(at: Date): string {
  return new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 7);
}

/** 'YYYY-MM-DD HH:mm' in Seoul. */
export function seoulDateTime(at: Date): string {
  return new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The 10th of the month after `year`-`month`, when that month is paid out. */
export function payoutDateOf(year: number, month: number): string {
  return month === 12 ? `${year + 1}-01-10` : `${year}-${pad(month + 1)}-10`;
}

export function toProfitSession(row: SettledSessionRow, feeRate: number): ProfitSession {
  const settled = settlementOf(Math.max(0, row.paid - row.refunded), feeRate);
  return {
    sessionId: row.id,
    endedAt: row.endedAt.toISOString(),
    status: row.status as SessionStatus,
    productName: row.productName,
    userName: maskPersonName(row.userName),
    paid: row.paid,
    refunded: row.refunded,
    fee: settled.fee,
    gross: settled.gross,
    withholding: settled.withholding,
    net: settled.net,
  };
}

const EMPTY: ProfitTotals = {
  sessions: 0,
  paid: 0,
  refunded: 0,
  fee: 0,
  gross: 0,
  withholding: 0,
  net: 0,
};

export function totalOf(sessions: readonly Omit<ProfitSession, 'sessionId'>[]): ProfitTotals {
  return sessions.reduce(
    (total, each) => ({
      sessions: total.sessions + 1,
      paid: total.paid + each.paid,
      refunded: total.refunded + each.refunded,
      fee: total.fee + each.fee,
      gross: total.gross + each.gross,
      withholding: total.withholding + each.withholding,
      net: total.net + each.net,
    }),
    EMPTY,
  );
}

/** Twelve months of `year` (each with its payout date) and the year's total. */
export function toProfitYear(
  year: number,
  sessions: readonly ProfitSession[],
  today: string,
): ProfitYear {
  const months: ProfitMonth[] = Array.from({ length: 12 }, (_, index) => {
    const month = `${year}-${pad(index + 1)}`;
    const payoutDate = payoutDateOf(year, index + 1);
    const own = sessions.filter((each) => seoulMonthOf(new Date(each.endedAt)) === month);
    return { month, ...totalOf(own), payoutDate, paidOut: payoutDate <= today };
  });
  return { year, months, total: totalOf(sessions) };
}

const HEADER = '상담번호,종료일시,상품,고객,결제금액,환불금액,수수료,정산대상,원천징수,정산금액';
const BOM = '\uFEFF';

/** A CSV cell: quoted when needed; a leading = + - @ cannot become a spreadsheet formula. */
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A month's sessions as the CSV a counselor downloads (UTF-8 with BOM, CRLF lines). */
export function profitCsv(sessions: readonly ProfitSession[]): string {
  const lines = sessions.map((each) =>
    [
      each.sessionId,
      seoulDateTime(new Date(each.endedAt)),
      each.productName,
      each.userName,
      each.paid,
      each.refunded,
      each.fee,
      each.gross,
      each.withholding,
      each.net,
    ]
      .map(cell)
      .join(','),
  );
  return `${BOM}${[HEADER, ...lines].join('\r\n')}\r\n`;
}
