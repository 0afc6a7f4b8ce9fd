import type { AiReading } from '@arcana/domain';
import { describe, expect, it } from 'vitest';
import {
  type DrawnDeck,
  type FlowState,
  flowReducer,
  revealedCount,
  togglePick,
} from './flow-state';

const deck: DrawnDeck = {
  kind: 'DRAWN',
  readingId: 5,
  spread: 'THREE_CARDS',
  theme: 'LOVE',
  deckSize: 78,
  picksNeeded: 3,
  usage: { limit: 3, used: 1, remaining: 2, day: '2026-11-24' },
};

const reading = { id: 5, cards: [{}, {}, {}] } as unknown as AiReading;

function run(state: FlowState, ...actions: Parameters<typeof flowReducer>[1][]): FlowState {
  return actions.reduce(flowReducer, state);
}

describe('togglePick', () => {
  it('keeps the order of picks, takes a card back on a second tap, never exceeds the spread', () => {
    expect(togglePick([], 40, 3)).toEqual([40]);
    expect(togglePick([40, 2], 40, 3)).toEqual([2]);
    expect(togglePick([1, 2, 3], 4, 3)).toEqual([1, 2, 3]);
  });
});

describe('flowReducer', () => {
  it('goes from the question to the fan, the flips and the streamed answer', () => {
    let state = run({ step: 'compose' }, { type: 'start' }, { type: 'started', start: deck });
    expect(state.step).toBe('shuffling');
    state = run(state, { type: 'shuffled' }, { type: 'toggle', position: 10 });
    state = run(state, { type: 'submitPicks' });
    expect(state).toMatchObject({ step: 'picking', picks: [10], submitting: false });
    state = run(
      state,
      { type: 'toggle', position: 20 },
      { type: 'toggle', position: 30 },
      { type: 'submitPicks' },
    );
    expect(state).toMatchObject({ step: 'picking', submitting: true });
    state = run(state, { type: 'picked', reading });
    expect(revealedCount(state)).toBe(1);
    state = run(state, { type: 'revealNext' }, { type: 'revealNext' });
    expect(state.step).toBe('revealing');
    expect(revealedCount(state)).toBe(3);
    state = run(state, { type: 'revealNext' }, { type: 'text', text: '과거' });
    expect(state).toMatchObject({ step: 'answering', text: '과거' });
    state = run(state, { type: 'answered', text: '과거의 카드는' });
    expect(state).toMatchObject({ step: 'done', text: '과거의 카드는' });
  });

  it('shows the caring answer and draws nothing for a crisis question', () => {
    const state = run(
      { step: 'compose' },
      { type: 'start' },
      { type: 'started', start: { kind: 'CRISIS', answer: '109' } },
    );
    expect(state).toEqual({ step: 'crisis', answer: '109' });
  });

  it('keeps the text shown so far when the stream breaks, and resumes from it', () => {
    const answering: FlowState = { step: 'answering', reading, text: '반쯤' };
    const interrupted = flowReducer(answering, { type: 'interrupted' });
    expect(interrupted).toEqual({ step: 'interrupted', reading, text: '반쯤' });
    expect(flowReducer(interrupted, { type: 'resume' })).toEqual(answering);
  });
});
