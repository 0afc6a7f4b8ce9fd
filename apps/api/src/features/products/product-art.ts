import type { CounselingType } from '@arcana/domain';
import { type DrawnArt, escapeXml } from '../counselors';

// A product's picture drawn by code when nothing was uploaded: an 800 × 600 scene in the
// counselor's palette — two tarot cards on a cloth, the front one carrying the product's motif,
// a seeded night of sparkles, and a round badge of the counseling type (a speech bubble, a
// handset, a camera). The art comes from the database, so colours must be hex and the motif
// only picks a drawing; the same input always prints the same SVG.

const WIDTH = 800;
const HEIGHT = 600;
const HEX = /^#[0-9a-f]{6}$/i;
const FALLBACK = ['#1B1A3A', '#C9C3F0', '#F4E3A1'] as const;

const r2 = (n: number) => Math.round(n * 100) / 100;

function polar(cx: number, cy: number, radius: number, degrees: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [r2(cx + radius * Math.cos(radians)), r2(cy + radius * Math.sin(radians))];
}

function starPath(cx: number, cy: number, outer: number, inner: number, points: number): string {
  const corners = Array.from({ length: points * 2 }, (_, i) =>
    polar(cx, cy, i % 2 === 0 ? outer : inner, -90 + (i * 180) / points),
  );
  return `M${corners.map(([x, y]) => `${x} ${y}`).join('L')}Z`;
}

function heartPath(cx: number, cy: number, s: number): string {
  const top = r2(cy - s * 0.35);
  return `M${cx} ${r2(cy + s * 0.75)}C${r2(cx - s * 1.2)} ${r2(cy + s * 0.05)} ${r2(cx - s * 0.7)} ${r2(cy - s * 0.95)} ${cx} ${top}C${r2(cx + s * 0.7)} ${r2(cy - s * 0.95)} ${r2(cx + s * 1.2)} ${r2(cy + s * 0.05)} ${cx} ${r2(cy + s * 0.75)}Z`;
}

function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny deterministic generator, so one input always draws the same sky. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function mix(a: string, b: string, t: number): string {
  const channel = (colour: string, i: number) =>
    Number.parseInt(colour.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(a, i) * (1 - t) + channel(b, i) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

type Colours = { ground: string; main: string; accent: string };

/** The motif at the centre of the front card (about 70 px across). */
const MOTIFS: Record<string, (x: number, y: number, c: Colours) => string> = {
  moon: (x, y, { accent, ground }) =>
    `<circle cx="${x}" cy="${y}" r="44" fill="${accent}"/><circle cx="${x + 20}" cy="${y - 12}" r="40" fill="${ground}"/><path d="${starPath(x + 38, y + 30, 9, 3.5, 4)}" fill="${accent}"/>`,
  sun: (x, y, { accent }) =>
    `${Array.from({ length: 12 }, (_, i) => {
      const [x1, y1] = polar(x, y, 40, i * 30);
      const [x2, y2] = polar(x, y, 58, i * 30);
      return `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>`;
    }).join('')}<circle cx="${x}" cy="${y}" r="30" fill="${accent}"/>`,
  stars: (x, y, { accent }) =>
    `<path d="${starPath(x, y, 44, 18, 5)}" fill="${accent}"/><path d="${starPath(x - 46, y - 40, 12, 5, 5)}" fill="${accent}" opacity="0.8"/><path d="${starPath(x + 44, y + 42, 10, 4, 5)}" fill="${accent}" opacity="0.7"/>`,
  heart: (x, y, { accent, main }) =>
    `<path d="${heartPath(x, y, 46)}" fill="${accent}"/><path d="${heartPath(x, y - 2, 24)}" fill="${main}" opacity="0.45"/>`,
  coins: (x, y, { accent, main }) =>
    [
      [x - 30, y + 26],
      [x + 30, y + 26],
      [x, y - 20],
    ]
      .map(
        ([cx, cy]) =>
          `<circle cx="${cx}" cy="${cy}" r="28" fill="${accent}" stroke="${main}" stroke-width="3"/><path d="${starPath(cx ?? x, cy ?? y, 13, 5, 5)}" fill="${main}" opacity="0.7"/>`,
      )
      .join(''),
  path: (x, y, { accent }) =>
    `<path d="M${x - 30} ${y + 70}C${x - 10} ${y + 30} ${x + 36} ${y + 24} ${x + 10} ${y - 6}S${x - 14} ${y - 30} ${x} ${y - 40}" stroke="${accent}" stroke-width="12" fill="none" stroke-linecap="round"/><path d="${starPath(x, y - 58, 16, 6, 8)}" fill="${accent}"/>`,
  candle: (x, y, { accent, main }) =>
    `<rect x="${x - 18}" y="${y - 6}" width="36" height="70" rx="6" fill="${mix(accent, main, 0.45)}"/><path d="M${x} ${y - 62}C${x + 18} ${y - 36} ${x + 12} ${y - 16} ${x} ${y - 14}C${x - 12} ${y - 16} ${x - 18} ${y - 36} ${x} ${y - 62}Z" fill="${accent}"/>`,
  infinity: (x, y, { accent }) =>
    `<path d="M${x} ${y}C${x - 20} ${y - 34} ${x - 66} ${y - 34} ${x - 66} ${y}S${x - 20} ${y + 34} ${x} ${y}S${x + 66} ${y + 34} ${x + 66} ${y}S${x + 20} ${y - 34} ${x} ${y}Z" stroke="${accent}" stroke-width="9" fill="none"/>`,
};

/** The counseling type's sign on the round badge. */
function typeIcon(type: CounselingType, x: number, y: number, { ground, accent }: Colours) {
  switch (type) {
    case 'CHAT':
      return `<path d="M${x - 38} ${y - 28}h76a12 12 0 0 1 12 12v38a12 12 0 0 1-12 12h-40l-22 18v-18h-14a12 12 0 0 1-12-12v-38a12 12 0 0 1 12-12z" fill="${accent}"/>${[-20, 0, 20].map((dx) => `<circle cx="${x + dx}" cy="${y + 3}" r="6" fill="${ground}"/>`).join('')}`;
    case 'CALL':
      // A handset on a 24-unit grid, scaled to the badge.
      return `<path transform="translate(${x - 46} ${y - 46}) scale(3.8)" d="M6.6 10.8c1.4 2.8 3.8 5.1 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1C10.6 21 3 13.4 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z" fill="${accent}"/>`;
    case 'VIDEO':
      return `<rect x="${x - 44}" y="${y - 28}" width="62" height="56" rx="12" fill="${accent}"/><path d="M${x + 24} ${y - 8}L${x + 48} ${y - 24}V${y + 24}L${x + 24} ${y + 8}Z" fill="${accent}"/><circle cx="${x - 13}" cy="${y}" r="11" fill="${ground}"/>`;
    default:
      return type satisfies never;
  }
}

function sky(random: () => number, accent: string): string {
  return Array.from({ length: 26 }, (_, i) => {
    const x = r2(24 + random() * (WIDTH - 48));
    const y = r2(20 + random() * HEIGHT * 0.55);
    const size = r2(2 + random() * 5);
    return i % 4 === 0
      ? `<path d="${starPath(x, y, size + 4, (size + 4) * 0.28, 4)}" fill="${accent}" opacity="0.85"/>`
      : `<circle cx="${x}" cy="${y}" r="${r2(size / 2.5)}" fill="${accent}" opacity="${r2(0.3 + random() * 0.5)}"/>`;
  }).join('');
}

/** A tarot card standing at (x, y), its top-left corner, 200 × 320, tilted by `angle`. */
function card(x: number, y: number, angle: number, face: string, fill: string, c: Colours) {
  const cx = x + 100;
  const cy = y + 160;
  const corners = [
    [x + 26, y + 28],
    [x + 174, y + 28],
    [x + 26, y + 292],
    [x + 174, y + 292],
  ]
    .map(([sx, sy]) => `<path d="${starPath(sx ?? 0, sy ?? 0, 7, 2.5, 4)}" fill="${c.accent}"/>`)
    .join('');
  return `<g transform="rotate(${angle} ${cx} ${cy})"><rect x="${x + 6}" y="${y + 10}" width="200" height="320" rx="18" fill="#000000" opacity="0.18"/><rect x="${x}" y="${y}" width="200" height="320" rx="18" fill="${fill}" stroke="${c.accent}" stroke-width="4"/><rect x="${x + 14}" y="${y + 14}" width="172" height="292" rx="12" fill="none" stroke="${c.accent}" stroke-width="2" opacity="0.7"/>${corners}${face}</g>`;
}

/** The picture of a product as an SVG document; `title` is its accessible name. */
export function productArtSvg(
  art: DrawnArt | null | undefined,
  type: CounselingType,
  title: string,
): string {
  const pick = (i: 0 | 1 | 2) => {
    const colour = art?.palette?.[i];
    return typeof colour === 'string' && HEX.test(colour) ? colour : FALLBACK[i];
  };
  const colours = { ground: pick(0), main: pick(1), accent: pick(2) };
  const { ground, main, accent } = colours;
  const motif = MOTIFS[art?.motif ?? ''] ?? MOTIFS.stars;
  const random = seeded(hashOf(`${art?.motif ?? ''}|${main}|${type}`));
  const label = escapeXml(title);
  const face = motif?.(330, 260, colours) ?? '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<defs><linearGradient id="pg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(ground, main, 0.12)}"/><stop offset="1" stop-color="${mix(ground, main, 0.5)}"/></linearGradient>`,
    `<radialGradient id="pl"><stop offset="0" stop-color="${accent}" stop-opacity="0.5"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#pg)"/>`,
    sky(random, accent),
    `<circle cx="330" cy="270" r="230" fill="url(#pl)"/>`,
    `<ellipse cx="400" cy="${HEIGHT + 40}" rx="520" ry="150" fill="${mix(main, ground, 0.35)}"/>`,
    `<ellipse cx="400" cy="${HEIGHT + 60}" rx="470" ry="120" fill="${mix(main, ground, 0.15)}" opacity="0.8"/>`,
    card(300, 110, 12, '', mix(main, accent, 0.35), colours),
    card(
      230,
      100,
      -6,
      `<circle cx="330" cy="260" r="74" fill="${ground}" opacity="0.88"/>${face}`,
      main,
      colours,
    ),
    `<circle cx="620" cy="430" r="82" fill="${ground}" stroke="${accent}" stroke-width="5"/>`,
    typeIcon(type, 620, 430, colours),
    `<rect x="12" y="12" width="${WIDTH - 24}" height="${HEIGHT - 24}" rx="22" fill="none" stroke="${accent}" stroke-width="2" opacity="0.45"/>`,
    '</svg>',
  ].join('');
}
