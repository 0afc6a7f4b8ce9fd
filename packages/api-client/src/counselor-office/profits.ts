import {
  type ProfitSession,
  type ProfitYear,
  profitSessionSchema,
  profitYearSchema,
} from '@arcana/domain';
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiFetch, apiResponse } from '../http';
import { counselorOfficeQueries } from './profile-queries';

// The counselor's statements (DESIGN "Money"): a year's twelve Seoul months, one month's
// sessions, and that month as a CSV file (UTF-8 with BOM) for 다운로드.

type CallOptions = { signal?: AbortSignal };
const BASE = '/api/client/counselor/profits';
const sessionsSchema = v.array(profitSessionSchema);

export function fetchProfitYear(year: number, options: CallOptions = {}): Promise<ProfitYear> {
  return apiFetch(BASE, { query: { year }, schema: profitYearSchema, ...options });
}

/** `month` is 'YYYY-MM'. */
export function fetchProfitSessions(
  month: string,
  options: CallOptions = {},
): Promise<ProfitSession[]> {
  return apiFetch(`${BASE}/${month}/sessions`, { schema: sessionsSchema, ...options });
}

/** The month's CSV as a Blob (text/csv) and the file name to save it under. */
export async function downloadProfitCsv(month: string): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiResponse(`${BASE}/${month}.csv`, { headers: { accept: 'text/csv' } });
  return { blob: await response.blob(), fileName: `arcana-profits-${month}.csv` };
}

export const profitQueries = {
  year: (year: number) =>
    queryOptions({
      queryKey: [...counselorOfficeQueries.all(), 'profits', year] as const,
      queryFn: ({ signal }) => fetchProfitYear(year, { signal }),
    }),
  sessions: (month: string) =>
    queryOptions({
      queryKey: [...counselorOfficeQueries.all(), 'profits', 'sessions', month] as const,
      queryFn: ({ signal }) => fetchProfitSessions(month, { signal }),
    }),
};
