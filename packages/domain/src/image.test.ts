import { describe, expect, it } from 'vitest';
import { STORED_THUMBNAIL_WIDTHS, THUMBNAIL_WIDTHS } from './constants/ui';
import { storedThumbnailWidthFor } from './image';

describe('thumbnail widths', () => {
  it('keeps the display widths of SPEC §9 and the stored widths of SPEC §3', () => {
    expect(THUMBNAIL_WIDTHS).toEqual([100, 300, 700, 1200]);
    expect(STORED_THUMBNAIL_WIDTHS).toEqual([150, 360, 780, 1600]);
  });

  it.each([
    [100, 150],
    [150, 150],
    [151, 360],
    [300, 360],
    [700, 780],
    [1200, 1600],
    [2000, 1600],
    [0, 150],
    [Number.NaN, 1600],
  ])('display %s → stored %s', (display, stored) => {
    expect(storedThumbnailWidthFor(display)).toBe(stored);
  });
});
