import type { ProductSort } from '@arcana/domain';

// The opaque `cursor` of the product list: the last row's sort key and id, the total the first
// page counted (later pages repeat it, so the count shown does not jump while scrolling) and a
// fingerprint of the filters, so a cursor of another list is refused rather than misread.

export type ProductFilters = {
  type?: string | undefined;
  category?: string | undefined;
  sort: ProductSort;
};

export type ProductCursor = { key: number | null; id: number; total: number; list: string };

const MAX_ID = 2_147_483_647;

export function listFingerprint({ type, category, sort }: ProductFilters): string {
  return `${sort}|${type ?? ''}|${category ?? ''}`;
}

export function encodeProductCursor(cursor: ProductCursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id, cursor.total, cursor.list])).toString(
    'base64url',
  );
}

/** A cursor this api wrote for the same list, or null (the list then answers 400). */
export function decodeProductCursor(text: string, list: string): ProductCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 4) return null;
    const [key, id, total, fingerprint] = value as unknown[];
    const isCount = (n: unknown) =>
      typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 && n <= MAX_ID;
    if (fingerprint !== list || !isCount(id) || !isCount(total)) return null;
    if (key !== null && !isCount(key)) return null;
    return { key: key as number | null, id: id as number, total: total as number, list };
  } catch {
    return null;
  }
}
