// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ThemeTokens } from './contract.css.ts';
import { darkLeeTokens } from './dark-lee.css.ts';
import { darkNightTokens } from './dark-night.css.ts';
import { lightTokens } from './light.css.ts';

// WCAG 2.x relative luminance and contrast ratio, for #RRGGBB colours.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const themes: Array<[string, ThemeTokens]> = [
  ['darkLee', darkLeeTokens],
  ['light', lightTokens],
  ['darkNight', darkNightTokens],
];

describe.each(themes)('%s theme contrast (WCAG AA)', (_name, { color }) => {
  it('body text on the page background passes 4.5:1', () => {
    expect(contrast(color.foreground.base, color.background.base)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.foreground.base, color.background.elevated)).toBeGreaterThanOrEqual(4.5);
  });

  it('muted text passes 4.5:1 on base and elevated backgrounds', () => {
    expect(contrast(color.foreground.muted, color.background.base)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.foreground.muted, color.background.elevated)).toBeGreaterThanOrEqual(4.5);
  });

  it('text on primary buttons passes 4.5:1', () => {
    expect(contrast(color.foreground.onPrimary, color.background.primary)).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('text on danger buttons passes 4.5:1', () => {
    expect(contrast(color.foreground.onPrimary, color.background.danger)).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('primary, danger and link text pass 4.5:1 on the page background', () => {
    expect(contrast(color.foreground.primary, color.background.base)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.foreground.danger, color.background.base)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color.foreground.link, color.background.base)).toBeGreaterThanOrEqual(4.5);
  });

  it('primary text on the soft primary chip passes 4.5:1', () => {
    expect(contrast(color.foreground.primary, color.background.primarySoft)).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('chat bubbles pass 4.5:1', () => {
    expect(
      contrast(color.message.sentForeground, color.message.sentBackground),
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      contrast(color.message.receivedForeground, color.message.receivedBackground),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('focus ring, strong borders and availability dots pass 3:1 (UI components)', () => {
    expect(contrast(color.border.focus, color.background.base)).toBeGreaterThanOrEqual(3);
    expect(contrast(color.border.strong, color.background.base)).toBeGreaterThanOrEqual(3);
    for (const dot of Object.values(color.availability)) {
      expect(contrast(dot, color.background.base)).toBeGreaterThanOrEqual(3);
    }
  });
});
