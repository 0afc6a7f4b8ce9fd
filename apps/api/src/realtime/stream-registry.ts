import type { NotificationAudience } from '@arcana/domain';

/**
 * Open SSE streams of this process per recipient. connection-status answers from it; it is
 * per process on purpose: a stream is held by exactly one process, whichever the client reached.
 */
export type StreamRegistry = {
  /** Counts one more stream; the returned release (safe to call twice) counts it out. */
  open(audience: NotificationAudience, userId: number): () => void;
  count(audience: NotificationAudience, userId: number): number;
  readonly total: number;
};

export function createStreamRegistry(): StreamRegistry {
  const counts = new Map<string, number>();
  let total = 0;
  return {
    open(audience, userId) {
      const key = `${audience}:${userId}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      total += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (counts.get(key) ?? 1) - 1;
        if (left > 0) counts.set(key, left);
        else counts.delete(key);
      };
    },
    count(audience, userId) {
      return counts.get(`${audience}:${userId}`) ?? 0;
    },
    get total() {
      return total;
    },
  };
}
