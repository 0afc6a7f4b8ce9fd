// Court cards: an emblem over one suit symbol (11 Page, 12 Knight, 13 Queen, 14 King).
import { SUIT_PALETTES, type Suit, type SuitPalette, suitSymbol } from './card-art-minor';
import { r2, starPath, transform } from './card-art-shapes';

function crown(palette: SuitPalette, points: number, width: number, height: number): string {
  const half = width / 2;
  const step = width / (points - 1);
  const tips = Array.from({ length: points }, (_, i) => {
    const x = r2(-half + i * step);
    const peak = i % 2 === 0 ? -height : -height * 0.62;
    return { x, peak: r2(peak) };
  });
  const outline = [`M${r2(-half)} 0`];
  tips.forEach((tip, i) => {
    outline.push(`L${tip.x} ${tip.peak}`);
    if (i < points - 1) outline.push(`L${r2(tip.x + step / 2)} ${r2(-height * 0.3)}`);
  });
  const body = `${outline.join('')}L${r2(half)} 0Z`;
  const jewels = tips.map(
    (tip) =>
      `<circle cx="${tip.x}" cy="${r2(tip.peak - 4)}" r="4" fill="${palette.light}" stroke="${palette.dark}" stroke-width="1"/>`,
  );
  return [
    `<path d="${body}" fill="${palette.main}" stroke="${palette.dark}" stroke-width="1.8" stroke-linejoin="round"/>`,
    `<rect x="${r2(-half - 3)}" y="-2" width="${r2(width + 6)}" height="12" rx="3" fill="${palette.second}" stroke="${palette.dark}" stroke-width="1.5"/>`,
    `<circle cx="0" cy="4" r="3.5" fill="${palette.light}"/>`,
    `<circle cx="${r2(-half / 2)}" cy="4" r="2.5" fill="${palette.light}"/><circle cx="${r2(half / 2)}" cy="4" r="2.5" fill="${palette.light}"/>`,
    jewels.join(''),
  ].join('');
}

function shield(palette: SuitPalette): string {
  return [
    `<path d="M-38 -44H38V-6C38 24 14 40 0 48C-14 40 -38 24 -38 -6Z" fill="${palette.second}" stroke="${palette.dark}" stroke-width="2"/>`,
    `<path d="M-30 -36H30V-6C30 18 11 32 0 39C-11 32 -30 18 -30 -6Z" fill="none" stroke="${palette.light}" stroke-width="1.5" opacity="0.8"/>`,
    `<path d="${starPath(0, -2, 14, 5.5, 4)}" fill="${palette.light}"/>`,
  ].join('');
}

function horseHead(palette: SuitPalette): string {
  return [
    `<path d="M22 48H-22C-20 30 -12 18 -4 10L-24 14C-34 14 -40 6 -37 -2L-14 -30L-12 -44L-4 -35L2 -46L8 -32C24 -26 32 -8 30 12C29 26 25 38 22 48Z" fill="${palette.main}" stroke="${palette.dark}" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="M8 -32C18 -24 22 -14 24 -2M12 -22C22 -12 24 0 25 14M14 -8C22 4 22 20 21 34" stroke="${palette.second}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    `<circle cx="-14" cy="-14" r="3.2" fill="${palette.dark}"/>`,
    `<path d="M-34 2L-28 3" stroke="${palette.dark}" stroke-width="2" stroke-linecap="round"/>`,
    `<path d="M-18 34H18" stroke="${palette.light}" stroke-width="3" stroke-linecap="round" opacity="0.7"/>`,
  ].join('');
}

/** 11 Page: a shield; 12 Knight: a horse's head; 13 Queen and 14 King: crowns, the King's larger. */
export function courtArt(suit: Suit, rank: 11 | 12 | 13 | 14, id: string): string {
  const palette = SUIT_PALETTES[suit];
  const emblem =
    rank === 11
      ? shield(palette)
      : rank === 12
        ? horseHead(palette)
        : rank === 13
          ? crown(palette, 5, 68, 36)
          : crown(palette, 7, 96, 52);
  const emblemScale = rank === 14 ? 1.15 : 1.2;
  return [
    `<circle cx="150" cy="240" r="140" fill="url(#${id}-glow)" opacity="0.7"/>`,
    `<path d="M62 392V170A88 88 0 0 1 238 170V392" fill="none" stroke="${palette.glow}" stroke-width="1.5" opacity="0.45"/>`,
    `<path d="M74 392V172A76 76 0 0 1 226 172V392" fill="none" stroke="${palette.glow}" stroke-width="1" opacity="0.3"/>`,
    `<g data-emblem="${['page', 'knight', 'queen', 'king'][rank - 11]}" transform="${transform(150, rank >= 13 ? 168 : 160, 0, emblemScale)}">${emblem}</g>`,
    suitSymbol(suit, palette, {
      x: 150,
      y: 318,
      scale: suit === 'CUPS' || suit === 'PENTACLES' ? 1.55 : 1.3,
    }),
  ].join('');
}
