// Minor arcana: one drawn symbol per suit, repeated for the pips and paired with an emblem
// on the court cards. Each symbol is drawn about 100 units tall around (0,0).
import {
  heartPath,
  infinityPath,
  leafPath,
  pentagramPath,
  polar,
  r2,
  raysPath,
  sparkle,
  starPath,
  transform,
} from './card-art-shapes';

export type Suit = 'WANDS' | 'CUPS' | 'SWORDS' | 'PENTACLES';

export type SuitPalette = {
  backgroundTop: string;
  backgroundBottom: string;
  /** The symbol's body. */
  main: string;
  /** Leaves, hilts, the cup's band. */
  second: string;
  /** Highlights: rims, blade edges. */
  light: string;
  /** Outlines. */
  dark: string;
  glow: string;
};

export const SUIT_PALETTES = {
  WANDS: {
    backgroundTop: '#4A1A10',
    backgroundBottom: '#1E0906',
    main: '#E07A35',
    second: '#F2B33D',
    light: '#FFD9A0',
    dark: '#5A1E0E',
    glow: '#FF8A3D',
  },
  CUPS: {
    backgroundTop: '#0F3A4C',
    backgroundBottom: '#071722',
    main: '#3FB6C8',
    second: '#2A7FA8',
    light: '#C9F1F5',
    dark: '#0A2E3E',
    glow: '#5FD4E0',
  },
  SWORDS: {
    backgroundTop: '#262C63',
    backgroundBottom: '#0D1030',
    main: '#D9DEEA',
    second: '#7C83D6',
    light: '#FFFFFF',
    dark: '#1C2150',
    glow: '#9AA3F0',
  },
  PENTACLES: {
    backgroundTop: '#1F4A2C',
    backgroundBottom: '#0A1E11',
    main: '#E6B94A',
    second: '#6FAE5A',
    light: '#FFE9A8',
    dark: '#2E3A14',
    glow: '#F0CF6A',
  },
} as const satisfies Record<Suit, SuitPalette>;

const SYMBOL_NAMES = {
  WANDS: 'wand',
  CUPS: 'cup',
  SWORDS: 'sword',
  PENTACLES: 'pentacle',
} as const;

function wand(p: SuitPalette): string {
  const leaf = (x: number, y: number, angle: number, length: number) =>
    `<path d="${leafPath(length)}" transform="${transform(x, y, angle, 1)}" fill="${p.second}" stroke="${p.dark}" stroke-width="1"/>`;
  return [
    `<rect x="-4.5" y="-46" width="9" height="96" rx="4.5" fill="${p.main}" stroke="${p.dark}" stroke-width="1.5"/>`,
    `<path d="M-1.5 -40V44" stroke="${p.light}" stroke-width="1.5" stroke-linecap="round" opacity="0.55"/>`,
    `<path d="M-4.5 -14h9M-4.5 16h9" stroke="${p.dark}" stroke-width="1.5"/>`,
    leaf(4, -30, -35, 17),
    leaf(-4, -6, -145, 15),
    leaf(4, 20, -30, 13),
    leaf(0, -45, -70, 13),
    leaf(0, -45, -115, 11),
  ].join('');
}

function cup(p: SuitPalette): string {
  return [
    `<path d="M-25 -42H25C25 -14 13 -1 0 -1C-13 -1 -25 -14 -25 -42Z" fill="${p.main}" stroke="${p.dark}" stroke-width="1.5"/>`,
    `<path d="M-22 -28H22" stroke="${p.second}" stroke-width="4"/>`,
    `<path d="M-16 -36C-15 -22 -9 -12 -3 -8" stroke="${p.light}" stroke-width="2.5" fill="none" stroke-linecap="round" opacity="0.7"/>`,
    `<ellipse cx="0" cy="-42" rx="25" ry="5" fill="${p.light}" stroke="${p.dark}" stroke-width="1.5"/>`,
    `<rect x="-3.5" y="-2" width="7" height="28" fill="${p.second}" stroke="${p.dark}" stroke-width="1.2"/>`,
    `<ellipse cx="0" cy="11" rx="7.5" ry="4.5" fill="${p.main}" stroke="${p.dark}" stroke-width="1.2"/>`,
    `<path d="M-4 25L-19 40Q0 47 19 40L4 25Z" fill="${p.main}" stroke="${p.dark}" stroke-width="1.5"/>`,
  ].join('');
}

function sword(p: SuitPalette): string {
  return [
    `<path d="M0 -54L6.5 -41V19H-6.5V-41Z" fill="${p.main}" stroke="${p.dark}" stroke-width="1.5"/>`,
    `<path d="M0 -44V15" stroke="${p.second}" stroke-width="1.6"/>`,
    `<path d="M2.8 -41V17" stroke="${p.light}" stroke-width="1.2" opacity="0.8"/>`,
    `<path d="M-21 19Q0 15 21 19L22 25Q0 22 -22 25Z" fill="${p.second}" stroke="${p.dark}" stroke-width="1.3"/>`,
    `<rect x="-3.6" y="24" width="7.2" height="17" rx="2" fill="${p.dark}" stroke="${p.second}" stroke-width="1"/>`,
    `<circle cx="0" cy="45" r="5" fill="${p.second}" stroke="${p.dark}" stroke-width="1.3"/>`,
  ].join('');
}

function pentacle(p: SuitPalette): string {
  return [
    `<circle r="27" fill="${p.main}" stroke="${p.dark}" stroke-width="1.6"/>`,
    `<circle r="21.5" fill="none" stroke="${p.dark}" stroke-width="1.3"/>`,
    `<path d="${pentagramPath(0, 0, 20.5)}" fill="none" stroke="${p.dark}" stroke-width="1.8" stroke-linejoin="round"/>`,
    `<path d="M-17 -14A23 23 0 0 1 8 -23" stroke="${p.light}" stroke-width="2.2" fill="none" stroke-linecap="round" opacity="0.75"/>`,
  ].join('');
}

const SYMBOL_DRAWERS = { WANDS: wand, CUPS: cup, SWORDS: sword, PENTACLES: pentacle } as const;

/** One suit symbol; `counted` marks it with `data-symbol` (only the suit's own symbols are). */
export function suitSymbol(
  suit: Suit,
  palette: SuitPalette,
  at: { x: number; y: number; rotate?: number; scale?: number },
  counted = true,
): string {
  const mark = counted ? ` data-symbol="${SYMBOL_NAMES[suit]}"` : '';
  const place = transform(at.x, at.y, at.rotate ?? 0, at.scale ?? 1);
  return `<g${mark} transform="${place}">${SYMBOL_DRAWERS[suit](palette)}</g>`;
}

type Spot = { x: number; y: number; rotate: number };

// Wands stand in an arch like a palisade; swords point inwards to one centre; cups and
// pentacles sit in figures. Two of a long suit cross.
function crossed(): Spot[] {
  return [
    { x: 150, y: 240, rotate: -26 },
    { x: 150, y: 240, rotate: 26 },
  ];
}

const ARCH_HALF_WIDTHS = [0, 0, 0, 56, 72, 84, 92];

function arch(count: number, half: number, baseY: number): Spot[] {
  const reach = 420;
  return Array.from({ length: count }, (_, i) => {
    const offset = count === 1 ? 0 : -half + (2 * half * i) / (count - 1);
    const rotate = (Math.asin(offset / reach) * 180) / Math.PI;
    const [x, y] = polar(150, baseY + reach, reach, rotate - 90);
    return { x, y, rotate };
  });
}

function wandSpots(count: number): Spot[] {
  if (count === 1) return [{ x: 150, y: 240, rotate: 0 }];
  if (count === 2) return crossed();
  // From seven on, every other staff stands higher so the leaves interleave.
  if (count >= 7) {
    return arch(count, 16 + count * 8.4, 262).map((spot, i) => ({
      ...spot,
      y: Math.min(i, count - 1 - i) % 2 === 0 ? spot.y : spot.y - 44,
    }));
  }
  return arch(count, ARCH_HALF_WIDTHS[count] ?? 90, 250);
}

// Radius and first angle per count keep every blade inside the frame and the tips off the hub.
const SWORD_RINGS: Record<number, { radius: number; start: number }> = {
  3: { radius: 64, start: 0 },
  4: { radius: 72, start: 45 },
  5: { radius: 66, start: 0 },
  6: { radius: 70, start: 0 },
};

function swordSpots(count: number): Spot[] {
  if (count === 1) return [{ x: 150, y: 240, rotate: 0 }];
  if (count === 2) return crossed();
  const { radius, start } = SWORD_RINGS[count] ?? { radius: 72, start: 0 };
  return Array.from({ length: count }, (_, i) => {
    const degrees = start + (i * 360) / count;
    const [x, y] = polar(150, 245, radius, degrees - 90);
    return { x, y: r2(245 + (y - 245) * 1.22), rotate: degrees + 180 };
  });
}

const FIGURES: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [
    [-0.5, -0.05],
    [0.5, 0.05],
  ],
  3: [
    [0, -0.48],
    [-0.52, 0.36],
    [0.52, 0.36],
  ],
  4: [
    [0, -0.62],
    [-0.58, 0],
    [0.58, 0],
    [0, 0.62],
  ],
  5: [
    [-0.55, -0.52],
    [0.55, -0.52],
    [0, 0],
    [-0.55, 0.52],
    [0.55, 0.52],
  ],
  6: [0, 60, 120, 180, 240, 300].map((d) => ring(d, 0.62)),
  7: [[0, 0], ...[0, 60, 120, 180, 240, 300].map((d) => ring(d, 0.66))],
  8: [
    [-0.42, -0.72],
    [-0.62, -0.24],
    [-0.62, 0.24],
    [-0.42, 0.72],
    [0.42, -0.72],
    [0.62, -0.24],
    [0.62, 0.24],
    [0.42, 0.72],
  ],
  9: [
    [0, -0.76],
    [-0.36, -0.38],
    [0.36, -0.38],
    [-0.7, 0],
    [0, 0],
    [0.7, 0],
    [-0.36, 0.38],
    [0.36, 0.38],
    [0, 0.76],
  ],
  10: [
    [0, -0.72],
    [-0.27, -0.24],
    [0.27, -0.24],
    [-0.54, 0.24],
    [0, 0.24],
    [0.54, 0.24],
    [-0.81, 0.72],
    [-0.27, 0.72],
    [0.27, 0.72],
    [0.81, 0.72],
  ],
};

function ring(degrees: number, radius: number): [number, number] {
  const [x, y] = polar(0, 0, radius, degrees - 90);
  return [x, y * 0.92];
}

function figureSpots(count: number): Spot[] {
  return (FIGURES[count] ?? []).map(([nx, ny]) => ({
    x: 150 + nx * 92,
    y: 240 + ny * 150,
    rotate: 0,
  }));
}

const PIP_SCALES = [0, 1.9, 1.25, 1.05, 0.95, 0.85, 0.8, 0.76, 0.7, 0.64, 0.6];
const WAND_SCALES = [0, 2.6, 2.4, 1.9, 1.85, 1.8, 1.72, 1.66, 1.6, 1.52, 1.46];
const SWORD_SCALES = [0, 2.6, 2.4, 1.3, 1.2, 1.1, 1.05, 1.0, 0.98, 0.96, 0.94];

export function pipArt(suit: Suit, count: number, id: string): string {
  const palette = SUIT_PALETTES[suit];
  const spots =
    suit === 'WANDS'
      ? wandSpots(count)
      : suit === 'SWORDS'
        ? swordSpots(count)
        : figureSpots(count);
  const scales = suit === 'WANDS' ? WAND_SCALES : suit === 'SWORDS' ? SWORD_SCALES : PIP_SCALES;
  const scale = scales[count] ?? 1;
  const halo =
    count === 1
      ? `<circle cx="150" cy="240" r="120" fill="url(#${id}-glow)"/><path d="${raysPath(150, 240, 92, 118, 24)}" stroke="${palette.glow}" stroke-width="2" stroke-linecap="round" opacity="0.55"/>`
      : `<circle cx="150" cy="240" r="140" fill="url(#${id}-glow)" opacity="0.6"/>`;
  const hub =
    suit === 'SWORDS' && count >= 3
      ? count === 3
        ? `<path d="${heartPath(150, 247, 34)}" fill="${palette.second}" stroke="${palette.light}" stroke-width="2"/>`
        : `<circle cx="150" cy="245" r="15" fill="${palette.dark}" stroke="${palette.second}" stroke-width="2"/><path d="${starPath(150, 245, 11, 3.5, 4)}" fill="${palette.light}"/>`
      : '';
  const pair =
    count === 2 && suit === 'PENTACLES'
      ? `<path d="${infinityPath(150, 240, 190)}" fill="none" stroke="${palette.second}" stroke-width="5" stroke-linejoin="round"/>`
      : count === 2 && suit === 'CUPS'
        ? `<path d="${heartPath(150, 168, 14)}" fill="${palette.light}"/>${sparkle(150, 320, 8, palette.light)}`
        : '';
  const symbols = spots.map((spot) =>
    suitSymbol(suit, palette, { x: spot.x, y: spot.y, rotate: spot.rotate, scale }),
  );
  // The Three's heart goes over the blades, so they pierce it.
  return count === 3 && suit === 'SWORDS'
    ? `${halo}${symbols.join('')}${hub}`
    : `${halo}${hub}${pair}${symbols.join('')}`;
}
