import type { CounselorSort } from '@arcana/domain';
import { hashOf } from './art/svg-parts';

// The opaque `cursor` of 상담사 찾기: where the last page ended (its sort keys and id), which
// search it belongs to, and the total the first page counted (later pages repeat it, so the
// count a list shows does not jump while scrolling; one query per page either way).

export type SearchFilters = {
  q?: string | undefined;
  category?: string | undefined;
  type?: string | undefined;
  status?: string | undefined;
  sort: CounselorSort;
};

export type SearchCursor = {
  /** The last row's sort keys, each ascending (see search-repository's SORT_KEYS). */
  keys: number[];
  id: number;
  total: number;
  /** The search it continues: a cursor of another search is refused, never misread. */
  search: string;
};

export function searchFingerprint(filters: SearchFilters): string {
  const { q, category, type, status, sort } = filters;
  return hashOf(JSON.stringify([q ?? '', category ?? '', type ?? '', status ?? '', sort])).toString(
    36,
  );
}

export function encodeSearchCursor(cursor: SearchCursor): string {
  return Buffer.from(
    JSON.stringify([cursor.keys, cursor.id, cursor.total, cursor.search]),
  ).toString('base64url');
}

const MAX_ID = 2_147_483_647;

/** A cursor this api wrote for the same search, or null (the list then answers 400). */
export function decodeSearchCursor(text: string, search: string): SearchCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 4) return null;
    const [keys, id, total, fingerprint] = value as unknown[];
    if (fingerprint !== search) return null;
    if (!Array.isArray(keys) || keys.length > 4) return null;
    if (!keys.every((key) => typeof key === 'number' && Number.isFinite(key))) return null;
    const isCount = (n: unknown, max: number) =>
      typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 && n <= max;
    if (!isCount(id, MAX_ID) || !isCount(total, MAX_ID)) return null;
    return { keys: keys as number[], id: id as number, total: total as number, search };
  } catch {
    return null;
  }
}
