import type { AiReading, AiReadingStart } from '@arcana/domain';

export type DrawnDeck = Extract<AiReadingStart, { kind: 'DRAWN' }>;

/**
 * One reading from question to answer. The steps follow each other in this order; `crisis`
 * and `limited` end it before anything is drawn (DESIGN "AI").
 */
export type FlowState =
  | { step: 'compose' }
  | { step: 'starting' }
  | { step: 'shuffling'; deck: DrawnDeck }
  | { step: 'picking'; deck: DrawnDeck; picks: number[]; submitting: boolean }
  | { step: 'revealing'; reading: AiReading; revealed: number }
  | { step: 'answering'; reading: AiReading; text: string }
  | { step: 'done'; reading: AiReading; text: string }
  | { step: 'interrupted'; reading: AiReading; text: string }
  | { step: 'crisis'; answer: string }
  | { step: 'limited'; message: string }
  | { step: 'failed'; message: string };

export type FlowStep = FlowState['step'];

export type FlowAction =
  | { type: 'start' }
  | { type: 'started'; start: AiReadingStart }
  | { type: 'limited'; message: string }
  | { type: 'failed'; message: string }
  | { type: 'shuffled' }
  | { type: 'toggle'; position: number }
  | { type: 'submitPicks' }
  | { type: 'picksRejected' }
  | { type: 'picked'; reading: AiReading }
  | { type: 'revealNext' }
  | { type: 'text'; text: string }
  | { type: 'answered'; text: string }
  | { type: 'interrupted' }
  | { type: 'resume' }
  | { type: 'reset' };

export const INITIAL_FLOW: FlowState = { step: 'compose' };

/** Picks in the order made; a second tap takes a card back; never more than the spread needs. */
export function togglePick(picks: readonly number[], position: number, needed: number): number[] {
  if (picks.includes(position)) return picks.filter((pick) => pick !== position);
  if (picks.length >= needed) return [...picks];
  return [...picks, position];
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'start':
      return state.step === 'compose' ? { step: 'starting' } : state;
    case 'started':
      if (action.start.kind === 'CRISIS') return { step: 'crisis', answer: action.start.answer };
      return { step: 'shuffling', deck: action.start };
    case 'limited':
      return { step: 'limited', message: action.message };
    case 'failed':
      return { step: 'failed', message: action.message };
    case 'shuffled':
      return state.step === 'shuffling'
        ? { step: 'picking', deck: state.deck, picks: [], submitting: false }
        : state;
    case 'toggle':
      if (state.step !== 'picking' || state.submitting) return state;
      return {
        ...state,
        picks: togglePick(state.picks, action.position, state.deck.picksNeeded),
      };
    case 'submitPicks':
      return state.step === 'picking' && state.picks.length === state.deck.picksNeeded
        ? { ...state, submitting: true }
        : state;
    case 'picksRejected':
      return state.step === 'picking' ? { ...state, submitting: false } : state;
    case 'picked':
      return { step: 'revealing', reading: action.reading, revealed: 0 };
    case 'revealNext':
      if (state.step !== 'revealing') return state;
      if (state.revealed + 1 < state.reading.cards.length) {
        return { ...state, revealed: state.revealed + 1 };
      }
      return { step: 'answering', reading: state.reading, text: '' };
    case 'text':
      return state.step === 'answering' ? { ...state, text: action.text } : state;
    case 'answered':
      return state.step === 'answering'
        ? { step: 'done', reading: state.reading, text: action.text }
        : state;
    case 'interrupted':
      return state.step === 'answering'
        ? { step: 'interrupted', reading: state.reading, text: state.text }
        : state;
    case 'resume':
      return state.step === 'interrupted'
        ? { step: 'answering', reading: state.reading, text: state.text }
        : state;
    case 'reset':
      return INITIAL_FLOW;
    default:
      return action satisfies never;
  }
}

/** How many cards of the reading face up. */
export function revealedCount(state: FlowState): number {
  switch (state.step) {
    case 'revealing':
      return state.revealed + 1;
    case 'answering':
    case 'done':
    case 'interrupted':
      return state.reading.cards.length;
    default:
      return 0;
  }
}
