/**
 * Long-lived responses (SSE streams) register here so a SIGTERM can end them: an open stream
 * would otherwise keep the HTTP server from closing, and the process from exiting cleanly.
 */
export type Closer = () => void | Promise<void>;

export type ShutdownRegistry = {
  /** Adds a closer; call the returned function when the stream ends by itself. */
  register(closer: Closer): () => void;
  readonly shuttingDown: boolean;
  readonly size: number;
  /** Runs every closer once, even when some throw; later registrations run immediately. */
  closeAll(): Promise<void>;
};

export function createShutdownRegistry(onCloserError?: (error: unknown) => void): ShutdownRegistry {
  const closers = new Set<Closer>();
  let shuttingDown = false;

  const run = async (closer: Closer) => {
    try {
      await closer();
    } catch (error) {
      onCloserError?.(error);
    }
  };

  return {
    register(closer) {
      // A stream opened after shutdown began must not outlive it.
      if (shuttingDown) {
        void run(closer);
        return () => {};
      }
      closers.add(closer);
      return () => {
        closers.delete(closer);
      };
    },
    get shuttingDown() {
      return shuttingDown;
    },
    get size() {
      return closers.size;
    },
    async closeAll() {
      shuttingDown = true;
      const pending = [...closers];
      closers.clear();
      await Promise.all(pending.map(run));
    },
  };
}
