// The deck's artwork, drawn by code: one self-contained SVG per card (no external reference,
// no script, a system font stack), the same string for the same card everywhere, so the
// server, the build-time renderer and the browser can all draw it without assets.
import { PRODUCT_NAME } from '../constants/app';
import { courtArt } from './card-art-court';
import { MAJOR_MOTIFS_0_10 } from './card-art-major-0-10';
import { MAJOR_MOTIFS_11_21 } from './card-art-major-11-21';
import { pipArt, SUIT_PALETTES, type Suit } from './card-art-minor';
import {
  crescentPath,
  MAJOR_PALETTE,
  polar,
  ROMAN_NUMERALS,
  r2,
  raysPath,
  sparkle,
  starPath,
} from './card-art-shapes';

export type CardArtIdentity = {
  arcana: 'MAJOR' | 'MINOR';
  suit: Suit | null;
  /** Major 0–21; minor 1–10 pips, 11 Page, 12 Knight, 13 Queen, 14 King. */
  number: number;
  nameKo: string;
};

export type CardArtOptions = {
  /** The Korean name along the bottom; true unless false. */
  title?: boolean;
};

const FONT_STACK =
  "-apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans KR', 'Segoe UI', sans-serif";

const MAJOR_MOTIFS = [...MAJOR_MOTIFS_0_10, ...MAJOR_MOTIFS_11_21];

const MOTIF_NAMES = [
  'fool',
  'magician',
  'high-priestess',
  'empress',
  'emperor',
  'hierophant',
  'lovers',
  'chariot',
  'strength',
  'hermit',
  'wheel',
  'justice',
  'hanged-man',
  'death',
  'temperance',
  'devil',
  'tower',
  'star',
  'moon',
  'sun',
  'judgement',
  'world',
] as const;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

type Ground = { top: string; bottom: string; glow: string; line: string; ink: string };

const pad2 = (value: number) => String(value).padStart(2, '0');

// A low-discrepancy scatter (the R2 sequence): evenly spread, and the same every time.
function starfield(count: number, color: string): string {
  return Array.from({ length: count }, (_, i) => {
    const x = r2(26 + ((0.5 + (i + 1) * 0.7548776662) % 1) * 248);
    const y = r2(70 + ((0.5 + (i + 1) * 0.569840291) % 1) * 350);
    const size = r2(0.7 + (i % 3) * 0.45);
    return `<circle cx="${x}" cy="${y}" r="${size}" fill="${color}" opacity="${i % 2 === 0 ? 0.55 : 0.3}"/>`;
  }).join('');
}

function frame(
  id: string,
  ground: Ground,
  inner: string,
  head: string,
  foot: string,
  label: string,
  stars = true,
): string {
  const corners = [
    [30, 30],
    [270, 30],
    [30, 470],
    [270, 470],
  ].map(
    ([x, y]) => `<path d="${starPath(x as number, y as number, 6, 2, 4)}" fill="${ground.line}"/>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 500" width="300" height="500" role="img" aria-label="${label}" font-family="${FONT_STACK}">`,
    `<title>${label}</title>`,
    '<defs>',
    `<linearGradient id="${id}-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ground.top}"/><stop offset="1" stop-color="${ground.bottom}"/></linearGradient>`,
    `<radialGradient id="${id}-glow"><stop offset="0" stop-color="${ground.glow}" stop-opacity="0.5"/><stop offset="0.6" stop-color="${ground.glow}" stop-opacity="0.12"/><stop offset="1" stop-color="${ground.glow}" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect x="2" y="2" width="296" height="496" rx="20" fill="url(#${id}-bg)" stroke="${MAJOR_PALETTE.goldDeep}" stroke-width="3"/>`,
    `<rect x="14" y="14" width="272" height="472" rx="12" fill="none" stroke="${ground.line}" stroke-width="1.5" opacity="0.85"/>`,
    `<rect x="19" y="19" width="262" height="462" rx="9" fill="none" stroke="${ground.line}" stroke-width="0.6" opacity="0.5"/>`,
    corners.join(''),
    stars ? starfield(26, ground.ink) : '',
    head,
    inner,
    foot,
    '</svg>',
  ].join('');
}

function header(text: string | null, ground: Ground): string {
  const rule = `<path d="M92 46H124M176 46H208" stroke="${ground.line}" stroke-width="1.2" opacity="0.7"/>`;
  if (text === null) {
    return `${rule}<path d="${starPath(150, 46, 9, 3, 4)}" fill="${ground.line}"/>`;
  }
  return `${rule}<text x="150" y="54" text-anchor="middle" font-size="22" font-weight="600" letter-spacing="1.5" fill="${ground.line}">${text}</text>`;
}

function footer(name: string, showTitle: boolean, ground: Ground): string {
  const rule = `<path d="M44 434H256" stroke="${ground.line}" stroke-width="1" opacity="0.55"/>`;
  if (!showTitle) {
    return `${rule}<path d="${starPath(150, 458, 8, 2.8, 4)}" fill="${ground.line}"/><path d="M110 458H136M164 458H190" stroke="${ground.line}" stroke-width="1.2" opacity="0.7"/>`;
  }
  const size = Math.max(12, Math.min(24, Math.floor(224 / Math.max(1, [...name].length))));
  return `${rule}<text x="150" y="${r2(458 + size * 0.36)}" text-anchor="middle" font-size="${size}" font-weight="700" letter-spacing="1" fill="${ground.ink}">${escapeXml(name)}</text>`;
}

const MAJOR_GROUND: Ground = {
  top: MAJOR_PALETTE.backgroundTop,
  bottom: MAJOR_PALETTE.backgroundBottom,
  glow: MAJOR_PALETTE.glow,
  line: MAJOR_PALETTE.gold,
  ink: MAJOR_PALETTE.pale,
};

function minorGround(suit: Suit): Ground {
  const palette = SUIT_PALETTES[suit];
  return {
    top: palette.backgroundTop,
    bottom: palette.backgroundBottom,
    glow: palette.glow,
    line: MAJOR_PALETTE.gold,
    ink: MAJOR_PALETTE.pale,
  };
}

function isMinorRank(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= 14;
}

/** The face of a card as a complete SVG document, 300 × 500. */
export function cardArtSvg(card: CardArtIdentity, options: CardArtOptions = {}): string {
  const showTitle = options.title !== false;
  const label = escapeXml(card.nameKo);
  if (
    card.arcana === 'MAJOR' &&
    Number.isInteger(card.number) &&
    card.number >= 0 &&
    card.number <= 21
  ) {
    const id = `arcana-major-${pad2(card.number)}`;
    const motif = MAJOR_MOTIFS[card.number]?.(id) ?? '';
    const art = `<g data-motif="${MOTIF_NAMES[card.number]}">${motif}</g>`;
    const head = header(ROMAN_NUMERALS[card.number] ?? '', MAJOR_GROUND);
    return frame(id, MAJOR_GROUND, art, head, footer(card.nameKo, showTitle, MAJOR_GROUND), label);
  }
  if (card.arcana === 'MINOR' && card.suit !== null && isMinorRank(card.number)) {
    const id = `arcana-${card.suit.toLowerCase()}-${pad2(card.number)}`;
    const ground = minorGround(card.suit);
    const rank = card.number;
    const art =
      rank <= 10 ? pipArt(card.suit, rank, id) : courtArt(card.suit, rank as 11 | 12 | 13 | 14, id);
    const head = header(rank <= 10 ? (ROMAN_NUMERALS[rank] ?? null) : null, ground);
    return frame(id, ground, art, head, footer(card.nameKo, showTitle, ground), label);
  }
  // Not one of the 78: a plain star, so a bad row shows as a card rather than breaking a page.
  const id = 'arcana-unknown';
  const art = `<path d="${starPath(150, 245, 60, 22, 8)}" fill="${MAJOR_PALETTE.gold}"/>`;
  return frame(
    id,
    MAJOR_GROUND,
    art,
    header(null, MAJOR_GROUND),
    footer(card.nameKo, showTitle, MAJOR_GROUND),
    label,
  );
}

/** The back every card shares: symmetric top to bottom and left to right. */
export function cardBackSvg(): string {
  const id = 'arcana-back';
  const M = MAJOR_PALETTE;
  const dots = Array.from({ length: 24 }, (_, i) => {
    const [x, y] = polar(150, 250, 92, i * 15);
    return `<circle cx="${x}" cy="${y}" r="${i % 2 === 0 ? 2.6 : 1.5}" fill="${M.gold}"/>`;
  });
  const lattice: string[] = [];
  for (let row = 0; row <= 12; row += 1) {
    for (let col = 0; col <= 6; col += 1) {
      const x = 38 + col * 37.33 + (row % 2) * 18.67;
      const y = 36 + row * 35.67;
      if (x > 266 || Math.hypot(x - 150, (y - 250) * 0.8) < 120) continue;
      lattice.push(
        `<path d="${starPath(r2(x), r2(y), 4, 1.4, 4)}" fill="${M.gold}" opacity="0.45"/>`,
      );
    }
  }
  const inner = [
    `<rect x="28" y="28" width="244" height="444" rx="8" fill="none" stroke="${M.gold}" stroke-width="1" opacity="0.45"/>`,
    lattice.join(''),
    `<circle cx="150" cy="250" r="130" fill="url(#${id}-glow)"/>`,
    `<path d="${raysPath(150, 250, 104, 124, 48)}" stroke="${M.gold}" stroke-width="1.2" opacity="0.55"/>`,
    `<circle cx="150" cy="250" r="100" fill="${M.deep}" stroke="${M.gold}" stroke-width="2.5"/>`,
    `<circle cx="150" cy="250" r="84" fill="none" stroke="${M.gold}" stroke-width="1"/>`,
    dots.join(''),
    `<path d="${starPath(150, 250, 78, 30, 8)}" fill="${M.shade}" stroke="${M.gold}" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="${starPath(150, 250, 50, 19, 8)}" transform="rotate(22.5 150 250)" fill="${M.gold}"/>`,
    `<circle cx="150" cy="250" r="15" fill="${M.deep}" stroke="${M.pale}" stroke-width="2"/>`,
    `<circle cx="150" cy="250" r="6" fill="${M.pale}"/>`,
    `<path d="${crescentPath(150, 92, 22, 0.45)}" transform="rotate(-90 150 92)" fill="${M.gold}"/>`,
    `<path d="${crescentPath(150, 408, 22, 0.45)}" transform="rotate(90 150 408)" fill="${M.gold}"/>`,
    sparkle(150, 58, 7, M.pale),
    sparkle(150, 442, 7, M.pale),
    sparkle(52, 250, 8, M.pale),
    sparkle(248, 250, 8, M.pale),
  ].join('');
  const ground: Ground = { ...MAJOR_GROUND, top: '#32186A', bottom: '#32186A' };
  return frame(id, ground, inner, '', '', escapeXml(PRODUCT_NAME), false);
}
