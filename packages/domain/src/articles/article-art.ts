// Illustrations of the characters' articles, drawn by code: a wide 800 × 450 scene in the
// character's palette (background, main, accent) around one tarot motif, with a seeded sky so
// two images of one article differ while the same input always prints the same SVG.

import { type CardArtIdentity, cardArtSvg, escapeXml } from '../tarot/card-art';
import {
  crescentPath,
  heartPath,
  infinityPath,
  polar,
  r2,
  raysPath,
  sparkle,
  starPath,
} from '../tarot/card-art-shapes';

export const ARTICLE_ART_MOTIFS = [
  'moon',
  'sun',
  'stars',
  'heart',
  'coins',
  'path',
  'candle',
  'infinity',
  'spread',
] as const;
export type ArticleArtMotif = (typeof ARTICLE_ART_MOTIFS)[number];

export type ArticleArt = {
  /** Background, main and accent colours (the character's portrait palette). */
  palette: readonly [string, string, string];
  motif: ArticleArtMotif;
  /** Varies the sky and the layout; any integer. */
  seed: number;
  /** What the image shows, for screen readers. */
  label: string;
  /** For `spread`: one to three card faces laid side by side (the deck's own art). */
  cards?: readonly CardArtIdentity[];
};

const WIDTH = 800;
const HEIGHT = 450;

/** mulberry32: a tiny deterministic generator, so a seed always draws the same sky. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A colour as `#rrggbb` (only palette input reaches here; anything else falls back). */
function hex(color: string, fallback: string): string {
  return /^#[0-9a-fA-F]{6}$/.test(color) ? color : fallback;
}

/** Mixes two `#rrggbb` colours; t = 0 is `a`. */
function mix(a: string, b: string, t: number): string {
  const channel = (color: string, i: number) =>
    Number.parseInt(color.slice(1 + i * 2, 3 + i * 2), 16);
  const parts = [0, 1, 2].map((i) =>
    Math.round(channel(a, i) * (1 - t) + channel(b, i) * t)
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${parts.join('')}`;
}

function sky(random: () => number, accent: string): string {
  const stars: string[] = [];
  for (let i = 0; i < 28; i += 1) {
    const x = r2(20 + random() * (WIDTH - 40));
    const y = r2(16 + random() * (HEIGHT * 0.62));
    const size = r2(2 + random() * 5);
    stars.push(
      i % 3 === 0
        ? sparkle(x, y, size + 2, accent)
        : `<circle cx="${x}" cy="${y}" r="${r2(size / 3)}" fill="${accent}" opacity="${r2(0.35 + random() * 0.5)}"/>`,
    );
  }
  return stars.join('');
}

function hills(random: () => number, color: string): string {
  const y1 = r2(HEIGHT * (0.72 + random() * 0.08));
  const y2 = r2(HEIGHT * (0.68 + random() * 0.1));
  return `<path d="M0 ${y1}C200 ${y2} 380 ${y1} 560 ${y2}S760 ${y1} ${WIDTH} ${y2}V${HEIGHT}H0Z" fill="${color}" opacity="0.55"/><path d="M0 ${r2(y1 + 40)}C240 ${r2(y2 + 20)} 520 ${r2(y1 + 50)} ${WIDTH} ${r2(y2 + 30)}V${HEIGHT}H0Z" fill="${color}" opacity="0.8"/>`;
}

function motifArt(art: ArticleArt, main: string, accent: string, random: () => number): string {
  const cx = r2(WIDTH * (0.38 + random() * 0.24));
  const cy = r2(HEIGHT * 0.42);
  switch (art.motif) {
    case 'moon':
      return `<circle cx="${cx}" cy="${cy}" r="120" fill="url(#glow)"/><path d="${crescentPath(cx, cy, 86, 0.35)}" fill="${accent}"/><path d="${starPath(r2(cx + 130), r2(cy - 60), 14, 5, 4)}" fill="${accent}"/>`;
    case 'sun':
      return `<circle cx="${cx}" cy="${cy}" r="140" fill="url(#glow)"/><path d="${raysPath(cx, cy, 84, 128, 24)}" stroke="${accent}" stroke-width="5" stroke-linecap="round"/><circle cx="${cx}" cy="${cy}" r="72" fill="${accent}"/><circle cx="${cx}" cy="${cy}" r="52" fill="${main}" opacity="0.35"/>`;
    case 'stars': {
      const points = Array.from({ length: 7 }, (_, i) =>
        polar(cx, cy, 70 + (i % 3) * 30, -150 + i * 45 + random() * 10),
      );
      const line = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join('');
      const dots = points
        .map(([x, y]) => `<path d="${starPath(x, y, 12, 4, 5)}" fill="${accent}"/>`)
        .join('');
      return `<circle cx="${cx}" cy="${cy}" r="150" fill="url(#glow)"/><path d="${line}" stroke="${accent}" stroke-width="2" fill="none" opacity="0.7"/>${dots}`;
    }
    case 'heart':
      return `<circle cx="${cx}" cy="${cy}" r="130" fill="url(#glow)"/><path d="${heartPath(r2(cx - 40), cy, 70)}" fill="${accent}"/><path d="${heartPath(r2(cx + 50), r2(cy + 20), 52)}" fill="${main}" stroke="${accent}" stroke-width="4"/>`;
    case 'coins': {
      const coins = [0, 1, 2, 3, 4]
        .map((i) => {
          const x = r2(cx - 110 + i * 55);
          const y = r2(cy + 60 - (i % 2) * 34);
          return `<circle cx="${x}" cy="${y}" r="34" fill="${accent}" stroke="${main}" stroke-width="4"/><path d="${starPath(x, y, 18, 7, 5)}" fill="${main}" opacity="0.75"/>`;
        })
        .join('');
      return `<circle cx="${cx}" cy="${cy}" r="150" fill="url(#glow)"/>${coins}`;
    }
    case 'path':
      return `<path d="M${r2(cx - 30)} ${HEIGHT}C${r2(cx - 10)} 330 ${r2(cx + 40)} 300 ${cx} 250S${r2(cx - 20)} 200 ${cx} 170" stroke="${accent}" stroke-width="18" fill="none" stroke-linecap="round" opacity="0.85"/><circle cx="${cx}" cy="120" r="60" fill="url(#glow)"/><path d="${starPath(cx, 120, 26, 9, 8)}" fill="${accent}"/>`;
    case 'candle':
      return `<circle cx="${cx}" cy="${r2(cy - 40)}" r="120" fill="url(#glow)"/><rect x="${r2(cx - 28)}" y="${r2(cy - 10)}" width="56" height="150" rx="8" fill="${accent}"/><path d="M${cx} ${r2(cy - 90)}C${r2(cx + 26)} ${r2(cy - 50)} ${r2(cx + 18)} ${r2(cy - 22)} ${cx} ${r2(cy - 18)}C${r2(cx - 18)} ${r2(cy - 22)} ${r2(cx - 26)} ${r2(cy - 50)} ${cx} ${r2(cy - 90)}Z" fill="${mix(accent, '#ffffff', 0.5)}"/>`;
    case 'infinity':
      return `<circle cx="${cx}" cy="${cy}" r="140" fill="url(#glow)"/><path d="${infinityPath(cx, cy, 260)}" stroke="${accent}" stroke-width="10" fill="none"/>`;
    case 'spread': {
      const cards = (art.cards ?? []).slice(0, 3);
      const cardWidth = 150;
      const start = WIDTH / 2 - (cards.length * (cardWidth + 24) - 24) / 2;
      return cards
        .map((card, i) => {
          const face = cardArtSvg(card, { title: false }).replace(
            /^<svg [^>]*>/,
            `<svg x="${r2(start + i * (cardWidth + 24))}" y="${i === 1 ? 80 : 100}" width="${cardWidth}" height="250" viewBox="0 0 300 500">`,
          );
          return face;
        })
        .join('');
    }
  }
}

/** The whole image as an SVG document. */
export function articleArtSvg(art: ArticleArt): string {
  const background = hex(art.palette[0], '#1b1a3a');
  const main = hex(art.palette[1], '#c9c3f0');
  const accent = hex(art.palette[2], '#f4e3a1');
  const random = seededRandom(art.seed);
  const label = escapeXml(art.label);
  const top = mix(background, main, 0.15);
  const bottom = mix(background, main, 0.55);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<defs><linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#ground)"/>`,
    sky(random, accent),
    hills(random, mix(main, background, 0.5)),
    motifArt(art, main, accent, random),
    `<rect x="10" y="10" width="${WIDTH - 20}" height="${HEIGHT - 20}" rx="18" fill="none" stroke="${accent}" stroke-width="2" opacity="0.5"/>`,
    '</svg>',
  ].join('');
}
