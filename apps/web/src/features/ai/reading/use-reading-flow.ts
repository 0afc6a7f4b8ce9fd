import {
  aiQueries,
  isApiError,
  pickAiReadingCards,
  startAiReading,
  streamReadingAnswer,
  toastMessageOf,
} from '@arcana/api-client';
import type { TarotSpreadId } from '@arcana/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer } from 'react';
import { flowReducer, INITIAL_FLOW } from './flow-state';
import { prefersReducedMotion } from './reduced-motion';

const SHUFFLE_MS = 1600;
const REDUCED_SHUFFLE_MS = 300;
/** Between two cards turning; ten cards turn faster so the reading is not kept waiting. */
function flipGapMs(cards: number): number {
  if (prefersReducedMotion()) return 80;
  return cards > 3 ? 380 : 750;
}

export type ReadingRequest = { spread: TarotSpreadId; question?: string };

/**
 * The reading's steps as one reducer, with the timers and the answer stream as effects.
 * `simpleTarotId` makes it a preset reading (the server applies its spread and question).
 */
export function useReadingFlow({
  characterId,
  simpleTarotId,
}: {
  characterId: number;
  simpleTarotId?: number;
}) {
  const [state, dispatch] = useReducer(flowReducer, INITIAL_FLOW);
  const queryClient = useQueryClient();

  const start = useCallback(
    async (request: ReadingRequest) => {
      dispatch({ type: 'start' });
      try {
        const started = await startAiReading({
          characterId,
          spread: request.spread,
          ...(request.question ? { question: request.question } : {}),
          ...(simpleTarotId ? { simpleTarotId } : {}),
        });
        if (started.kind === 'DRAWN') {
          queryClient.setQueryData(aiQueries.usage().queryKey, started.usage);
        }
        dispatch({ type: 'started', start: started });
      } catch (error) {
        if (isApiError(error) && error.code === 'DAILY_LIMIT') {
          dispatch({ type: 'limited', message: error.message });
          void queryClient.invalidateQueries({ queryKey: aiQueries.usage().queryKey });
        } else {
          dispatch({ type: 'failed', message: toastMessageOf(error) });
        }
      }
    },
    [characterId, simpleTarotId, queryClient],
  );

  const submitPicks = useCallback(async () => {
    if (state.step !== 'picking' || state.picks.length !== state.deck.picksNeeded) return;
    dispatch({ type: 'submitPicks' });
    try {
      const reading = await pickAiReadingCards(state.deck.readingId, state.picks);
      dispatch({ type: 'picked', reading });
    } catch {
      dispatch({ type: 'picksRejected' });
    }
  }, [state]);

  // The shuffle is shown for a moment, then the fan opens.
  const shuffling = state.step === 'shuffling';
  useEffect(() => {
    if (!shuffling) return;
    const timer = setTimeout(
      () => dispatch({ type: 'shuffled' }),
      prefersReducedMotion() ? REDUCED_SHUFFLE_MS : SHUFFLE_MS,
    );
    return () => clearTimeout(timer);
  }, [shuffling]);

  // The cards turn one after another, then the answer starts.
  const revealing = state.step === 'revealing' ? state.revealed : null;
  const cardCount = state.step === 'revealing' ? state.reading.cards.length : 0;
  useEffect(() => {
    if (revealing === null) return;
    const timer = setTimeout(() => dispatch({ type: 'revealNext' }), flipGapMs(cardCount));
    return () => clearTimeout(timer);
  }, [revealing, cardCount]);

  const answeringId = state.step === 'answering' ? state.reading.id : null;
  useEffect(() => {
    if (answeringId === null) return;
    const controller = new AbortController();
    streamReadingAnswer(answeringId, {
      signal: controller.signal,
      onText: (text) => dispatch({ type: 'text', text }),
    })
      .then((answer) => {
        dispatch({ type: 'answered', text: answer.text });
        void queryClient.invalidateQueries({ queryKey: aiQueries.readings() });
        void queryClient.invalidateQueries({ queryKey: aiQueries.usage().queryKey });
      })
      .catch(() => {
        if (!controller.signal.aborted) dispatch({ type: 'interrupted' });
      });
    return () => controller.abort();
  }, [answeringId, queryClient]);

  return {
    state,
    start,
    toggle: (position: number) => dispatch({ type: 'toggle', position }),
    submitPicks,
    resume: () => dispatch({ type: 'resume' }),
    reset: () => dispatch({ type: 'reset' }),
  };
}
