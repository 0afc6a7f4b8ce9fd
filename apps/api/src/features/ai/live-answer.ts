// An answer being written: the text so far and whoever is listening. A reading's answer is
// written once, whether or not anyone is connected (a reload or a second tab joins it, and the
// whole text is saved at the end), so it runs apart from the request that started it.

import type { Logger } from '../../lib/logger';
import type { ShutdownRegistry } from '../../lib/shutdown';
import type { LlmProvider, LlmRequest } from '../../providers/llm/llm-provider';
import { streamWithFallback } from '../../providers/llm/stream-with-fallback';

export type AnswerEvent =
  | { type: 'delta'; text: string; offset: number }
  | { type: 'done'; text: string; completed: boolean };

export type LiveAnswer = {
  readonly text: string;
  /** Set once the answer ended and was saved. */
  readonly outcome: { text: string; completed: boolean } | null;
  /** Calls `listener` for every later piece and the end; returns the unsubscribe. */
  subscribe(listener: (event: AnswerEvent) => void): () => void;
  /** Settles when the answer ended and was saved. */
  readonly finished: Promise<void>;
};

type Generation = {
  provider: LlmProvider;
  request: Omit<LlmRequest, 'signal'>;
  /** Saves the text (what readers were shown) before listeners hear `done`. */
  save(text: string, completed: boolean): Promise<void>;
  shutdown: ShutdownRegistry;
  logger: Logger;
};

/** Starts writing the answer now; it goes on until it ends, the process stops, or it fails. */
export function startAnswer({ provider, request, save, shutdown, logger }: Generation): LiveAnswer {
  const listeners = new Set<(event: AnswerEvent) => void>();
  const controller = new AbortController();
  const unregister = shutdown.register(() => controller.abort());
  let text = '';
  let outcome: LiveAnswer['outcome'] = null;
  const emit = (event: AnswerEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        logger.error('an answer listener failed', error);
      }
    }
  };

  const finished = (async () => {
    const stream = streamWithFallback(
      provider,
      { ...request, signal: controller.signal },
      { logger },
    );
    for await (const piece of stream) {
      text += piece;
      emit({ type: 'delta', text: piece, offset: text.length });
    }
    const result = await stream.result;
    try {
      await save(text, result.completed);
    } catch (error) {
      logger.error('an AI answer could not be saved', error);
    }
    outcome = { text, completed: result.completed };
    emit({ type: 'done', ...outcome });
  })().finally(() => {
    unregister();
    listeners.clear();
  });

  return {
    get text() {
      return text;
    },
    get outcome() {
      return outcome;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    finished,
  };
}

/** In-flight answers by reading id: one per reading in this process; later requests join it. */
export function createAnswerRegistry() {
  const running = new Map<number, Promise<LiveAnswer | null>>();
  return {
    get(id: number): Promise<LiveAnswer | null> | undefined {
      return running.get(id);
    },
    /**
     * The running answer of this reading, or the one `begin` starts (null: it could not, for
     * example another request had begun it). Checked and set in one step, so two requests at
     * once cannot both begin one.
     */
    join(id: number, begin: () => Promise<LiveAnswer | null>): Promise<LiveAnswer | null> {
      const known = running.get(id);
      if (known) return known;
      const started = begin();
      running.set(id, started);
      const forget = () => {
        if (running.get(id) === started) running.delete(id);
      };
      started.then((answer) => (answer ? answer.finished.then(forget, forget) : forget()), forget);
      return started;
    },
    get size() {
      return running.size;
    },
  };
}

export type AnswerRegistry = ReturnType<typeof createAnswerRegistry>;
