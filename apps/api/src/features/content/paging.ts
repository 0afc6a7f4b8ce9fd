/** The offset and limit of page `currentPage` (1-based). */
export function pageWindow(query: { currentPage: number; pageSize: number }) {
  return { offset: (query.currentPage - 1) * query.pageSize, limit: query.pageSize };
}

/** An offset page as the content lists answer it (a page past the end is empty, not an error). */
export function offsetPage<T>(
  content: T[],
  total: number,
  query: { currentPage: number; pageSize: number },
) {
  return {
    content,
    totalPages: Math.ceil(total / query.pageSize),
    totalElements: total,
    currentPage: query.currentPage,
    pageSize: query.pageSize,
  };
}

/** A bare `YYYY-MM-DD` is a Seoul day: its first moment. */
export function instantOf(value: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000+09:00` : value);
}
