import { describe, expect, it } from 'vitest';
import { applySafeArea } from './safe-area.ts';

describe('applySafeArea', () => {
  it('writes the page-wide --safe-area-* variables on <html>', () => {
    applySafeArea({ top: '47px', bottom: '34px', left: '0px', right: '0px' });
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--safe-area-top')).toBe('47px');
    expect(style.getPropertyValue('--safe-area-bottom')).toBe('34px');
    expect(style.getPropertyValue('--safe-area-left')).toBe('0px');
  });
});
