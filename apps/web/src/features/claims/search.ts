// /me/claims?page=2: the page lives in the address. Plain code for the route file.

export type ClaimsSearch = { page?: number };

export function validateClaimsSearch(search: Record<string, unknown>): ClaimsSearch {
  const page = Number(search.page);
  return Number.isSafeInteger(page) && page > 1 ? { page } : {};
}

/** The api's list parameters of an address (the query key of loader and page). */
export function claimListParams(search: ClaimsSearch) {
  return { currentPage: search.page ?? 1 };
}
