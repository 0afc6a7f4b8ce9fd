import { describe, expect, it } from 'vitest';
import { appendDelta, EMPTY_ANSWER } from './answer-text';

describe('appendDelta', () => {
  it('adds pieces in order and keeps the last id as the offset', () => {
    const first = appendDelta(EMPTY_ANSWER, '과거의 ', '5');
    const second = appendDelta(first, '카드는', '8');
    expect(second).toEqual({ text: '과거의 카드는', offset: 8 });
  });

  it('ignores a piece that was already shown (a replay after resuming)', () => {
    const shown = appendDelta(EMPTY_ANSWER, '과거의 ', '5');
    expect(appendDelta(shown, '과거의 ', '5')).toBe(shown);
  });

  it('keeps only the new tail of a piece that overlaps what was shown', () => {
    const shown = appendDelta(EMPTY_ANSWER, '과거의 ', '5');
    expect(appendDelta(shown, '의 카드는', '8')).toEqual({ text: '과거의 카드는', offset: 8 });
  });

  it('appends a piece without a usable id', () => {
    expect(appendDelta(EMPTY_ANSWER, '안녕', undefined)).toEqual({ text: '안녕', offset: 2 });
    expect(appendDelta(EMPTY_ANSWER, '안녕', 'x')).toEqual({ text: '안녕', offset: 2 });
  });
});
