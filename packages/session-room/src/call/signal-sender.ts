import type { SignalKind } from '@arcana/domain';

export type PostSignal = (kind: SignalKind, payload: unknown) => Promise<unknown>;

export type SignalSenderOptions = {
  post: PostSignal;
  /** Waits between tries of one signal (the last failure drops it). */
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
};

const DEFAULT_RETRY_DELAYS_MS = [500, 1_000, 2_000] as const;

function defaultSleep(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

/**
 * Posts signals one after another. Each is its own HTTP request, so sent side by side a
 * candidate could reach the server (and get a smaller id) before the offer it belongs to; the
 * other side then reads them in the wrong order. A failed post is retried a few times, then
 * dropped: an ICE restart after the network is back sends everything that matters again.
 */
export function createSignalSender({
  post,
  retryDelaysMs = DEFAULT_RETRY_DELAYS_MS,
  sleep = defaultSleep,
}: SignalSenderOptions) {
  let tail: Promise<void> = Promise.resolve();

  async function deliver(kind: SignalKind, payload: unknown): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await post(kind, payload);
        return;
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        if (delay === undefined) throw error;
        await sleep(delay);
      }
    }
  }

  return {
    /** Queues a signal; resolves once it is posted (or given up: false). */
    send(kind: SignalKind, payload: unknown): Promise<boolean> {
      const sent = tail
        .then(() => deliver(kind, payload))
        .then(
          () => true,
          () => false,
        );
      tail = sent.then(() => undefined);
      return sent;
    },
  };
}
