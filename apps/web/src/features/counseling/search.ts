import {
  COUNSELING_TYPES,
  COUNSELOR_STATUSES,
  type CounselingType,
  type CounselorSort,
  type CounselorStatus,
  type ProductSort,
} from '@arcana/domain';

// Search params of the counseling lists, read as plain code (like features/me/search.ts): route
// files stay in the first page's bundle, a schema library there would come along (DESIGN
// "Budgets"). A missing or unknown value is left out (the default), never a 404.

export type CounselorListSearch = {
  q?: string;
  category?: string;
  type?: CounselingType;
  status?: CounselorStatus;
  sort?: CounselorSort;
};

export type ProductListSearch = {
  type?: CounselingType;
  category?: string;
  sort?: ProductSort;
};

// The sorts are domain's COUNSELOR_SORTS and PRODUCT_SORTS, written out: their module holds the
// counseling schemas, which a value import would bring into every first page. The checks below
// fail the typecheck when the lists and domain's drift apart.
const COUNSELOR_SORT_VALUES = [
  'RECOMMENDED',
  'RATING',
  'REVIEWS',
  'PRICE_LOW',
  'PRICE_HIGH',
  'NEWEST',
] as const satisfies readonly CounselorSort[];
const PRODUCT_SORT_VALUES = [
  'POPULAR',
  'PRICE_LOW',
  'PRICE_HIGH',
  'NEWEST',
] as const satisfies readonly ProductSort[];
type Missing<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : never;
const everyCounselorSort: Missing<CounselorSort, (typeof COUNSELOR_SORT_VALUES)[number]> = true;
const everyProductSort: Missing<ProductSort, (typeof PRODUCT_SORT_VALUES)[number]> = true;
void everyCounselorSort;
void everyProductSort;

/** The longest search text sent to the api. */
export const SEARCH_TEXT_MAX = 40;
const SLUG = /^[a-z0-9][a-z0-9-]{0,39}$/;

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((known) => known === value);
}

function searchText(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim().slice(0, SEARCH_TEXT_MAX);
  return text === '' ? undefined : text;
}

function slug(value: unknown): string | undefined {
  return typeof value === 'string' && SLUG.test(value) ? value : undefined;
}

/** Only the given entries, so the address never carries `?type=undefined`. */
function defined<T extends object>(entries: T): T {
  return Object.fromEntries(
    Object.entries(entries).filter(([, value]) => value !== undefined),
  ) as T;
}

export function validateCounselorListSearch(search: Record<string, unknown>): CounselorListSearch {
  const sort = oneOf(COUNSELOR_SORT_VALUES, search.sort);
  return defined({
    q: searchText(search.q),
    category: slug(search.category),
    type: oneOf(COUNSELING_TYPES, search.type),
    status: oneOf(COUNSELOR_STATUSES, search.status),
    sort: sort === 'RECOMMENDED' ? undefined : sort,
  });
}

export function validateProductListSearch(search: Record<string, unknown>): ProductListSearch {
  const sort = oneOf(PRODUCT_SORT_VALUES, search.sort);
  return defined({
    type: oneOf(COUNSELING_TYPES, search.type),
    category: slug(search.category),
    sort: sort === 'POPULAR' ? undefined : sort,
  });
}

/** /counseling/counselors/$id/galleries?image=<index>: the picture the lightbox opens on. */
export function validateGallerySearch(search: Record<string, unknown>): { image?: number } {
  const image = Number(search.image);
  return Number.isSafeInteger(image) && image >= 0 && image < 1000 ? { image } : {};
}

/**
 * The address's filters with some changed (`undefined` removes one). Links and navigations
 * apply it to the search of the moment they run, not of their last render: a chip pressed
 * right after typing keeps the typed words even while the list for them is still loading.
 */
export function mergeSearch<T extends object>(
  previous: T,
  change: { [K in keyof T]?: T[K] | undefined },
): T {
  return defined({ ...previous, ...change });
}
