import { describe, expect, it } from 'vitest';
import { clampMediaIndex, keyStep, parseMediaIndex, stepMediaIndex } from './media-index';

describe('parseMediaIndex', () => {
  it('reads a whole number, given as a number or as the text of an address', () => {
    expect(parseMediaIndex(2)).toBe(2);
    expect(parseMediaIndex('3')).toBe(3);
    expect(parseMediaIndex(0)).toBe(0);
  });

  it('ignores anything else', () => {
    for (const raw of [-1, 1.5, 'x', '', '1e3', null, undefined, {}, Number.NaN, '99999']) {
      expect(parseMediaIndex(raw), String(raw)).toBeUndefined();
    }
  });
});

describe('clampMediaIndex', () => {
  it('keeps an index inside the pictures there are', () => {
    expect(clampMediaIndex(undefined, 4)).toBe(0);
    expect(clampMediaIndex(2, 4)).toBe(2);
    expect(clampMediaIndex(9, 4)).toBe(3);
    expect(clampMediaIndex(3, 0)).toBe(0);
  });
});

describe('stepMediaIndex', () => {
  it('moves one picture and stops at either end', () => {
    expect(stepMediaIndex(1, 1, 4)).toBe(2);
    expect(stepMediaIndex(1, -1, 4)).toBe(0);
    expect(stepMediaIndex(0, -1, 4)).toBeNull();
    expect(stepMediaIndex(3, 1, 4)).toBeNull();
  });
});

describe('keyStep', () => {
  it('turns ← and → into steps', () => {
    expect(keyStep('ArrowLeft')).toBe(-1);
    expect(keyStep('ArrowRight')).toBe(1);
    expect(keyStep('Enter')).toBeNull();
  });
});
