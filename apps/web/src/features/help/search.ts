// /help/faq?category=3&q=환불: the category and the search live in the address, so the help
// home's search box and a shared link land on the same answers. Plain code for the route file.

/** The api's longest search (domain FAQ_SEARCH_MAX_LENGTH), repeated so this file stays tiny. */
const SEARCH_MAX = 50;

export type FaqSearch = { category?: number; q?: string };

export function validateFaqSearch(search: Record<string, unknown>): FaqSearch {
  const category = Number(search.category);
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, SEARCH_MAX) : '';
  return {
    ...(Number.isSafeInteger(category) && category > 0 ? { category } : {}),
    ...(q ? { q } : {}),
  };
}

/** The api's FAQ list parameters of an address (the query key of loader and page). */
export function faqListParams(search: FaqSearch) {
  return { categoryId: search.category ?? null, search: search.q ?? null };
}
