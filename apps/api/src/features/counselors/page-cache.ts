import type { Clock } from '../../lib/clock';

// A very short cache of search pages as a guest sees them. 상담사 찾기 is the busiest public
// read and most callers ask the same few searches; for a second they share one answer instead
// of each running the query. Statuses still reach screens live through the status stream, and
// a status change clears the cache of the process it is heard in; other changes (prices,
// ratings, profiles) show within the second.

export const SEARCH_CACHE_MS = 1_000;
const MAX_ENTRIES = 500;

export function createPageCache<T>(now: Clock, ttlMs = SEARCH_CACHE_MS) {
  const entries = new Map<string, { until: number; value: Promise<T> }>();
  return {
    /**
     * The cached answer of `key`, or `load()`'s (shared by the callers that come meanwhile);
     * `fresh` loads anew (a request with `Cache-Control: no-cache`, as a hard reload sends).
     */
    get(key: string, load: () => Promise<T>, fresh = false): Promise<T> {
      const time = now().getTime();
      const hit = entries.get(key);
      if (hit && hit.until > time && !fresh) return hit.value;
      if (entries.size >= MAX_ENTRIES) {
        for (const [old, entry] of entries) {
          if (entry.until <= time || entries.size >= MAX_ENTRIES) entries.delete(old);
        }
      }
      const value = load();
      entries.set(key, { until: time + ttlMs, value });
      // A failed load is not remembered.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
