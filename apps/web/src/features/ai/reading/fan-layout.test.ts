import { describe, expect, it } from 'vitest';
import { arcPosition } from './fan-layout';

describe('arcPosition', () => {
  it('runs from -1 to 1 along each row', () => {
    expect(arcPosition(0, 78, 20)).toBe(-1);
    expect(arcPosition(19, 78, 20)).toBe(1);
    expect(arcPosition(20, 78, 20)).toBe(-1);
    expect(arcPosition(38, 78, 39)).toBe(1);
  });

  it('gives the shorter last row its own arc', () => {
    // 78 = 3 × 20 + 18: the last row holds cards 60…77.
    expect(arcPosition(60, 78, 20)).toBe(-1);
    expect(arcPosition(77, 78, 20)).toBe(1);
  });

  it('keeps a single card in the middle', () => {
    expect(arcPosition(0, 1, 20)).toBe(0);
  });
});
