import type { DrawnArt } from '../tables';
import { choose, coloursOf, SIGNS, svgOpen } from './svg-parts';

// Certificates and gallery images drawn by code when nothing was uploaded.

/** A certificate: a framed page with lines of text, a ribbon seal and the certificate's name. */
export function certificateSvg(art: DrawnArt | null | undefined, name: string): string {
  const colours = coloursOf(art);
  const { main, accent } = colours;
  const sign = choose(SIGNS, art?.motif);
  const lines = [150, 166, 182]
    .map(
      (y, i) =>
        `<rect x="${92 + i * 8}" y="${y}" width="${136 - i * 16}" height="6" rx="3" fill="${main}" opacity="0.22"/>`,
    )
    .join('');
  return [
    svgOpen('cc', name, 320, 240, colours),
    '<rect x="36" y="28" width="248" height="184" rx="10" fill="#FFFFFF" opacity="0.92"/>',
    `<rect x="46" y="38" width="228" height="164" rx="6" fill="none" stroke="${main}" stroke-width="2" opacity="0.55"/>`,
    `<rect x="112" y="60" width="96" height="10" rx="5" fill="${main}" opacity="0.75"/>`,
    // The name is the SVG's title and is printed beside the picture: no Korean font needed here.
    `<rect x="84" y="92" width="152" height="18" rx="9" fill="${main}" opacity="0.5"/>`,
    sign(160, 128, 6, accent),
    lines,
    `<path d="M232 176L224 210L238 200L250 210L244 176Z" fill="${accent}"/>`,
    `<circle cx="238" cy="170" r="18" fill="${accent}"/><circle cx="238" cy="170" r="12" fill="#FFFFFF" opacity="0.35"/>`,
    sign(238, 170, 8, main),
    '</svg>',
  ].join('');
}

/** The scenes a gallery picture can show, by motif. */
const SCENES: Record<string, (c: ReturnType<typeof coloursOf>) => string> = {
  cards: ({ main, accent }) =>
    [-14, 0, 14]
      .map(
        (angle, i) =>
          `<g transform="rotate(${angle} 240 250)"><rect x="196" y="110" width="88" height="140" rx="10" fill="${i === 1 ? main : accent}" stroke="#FFFFFF" stroke-width="4"/></g>`,
      )
      .concat(SIGNS.star?.(240, 180, 22, '#FFFFFF') ?? '')
      .join(''),
  candle: ({ main, accent }) =>
    [
      `<ellipse cx="240" cy="268" rx="90" ry="14" fill="${main}" opacity="0.2"/>`,
      `<rect x="214" y="150" width="52" height="118" rx="10" fill="${main}"/>`,
      '<path d="M240 150L240 136" stroke="#3A2A22" stroke-width="3"/>',
      `<path d="M240 90C256 110 254 130 240 136C226 130 224 110 240 90Z" fill="${accent}"/>`,
      `<circle cx="240" cy="118" r="46" fill="${accent}" opacity="0.18"/>`,
    ].join(''),
  tea: ({ main, accent }) =>
    [
      `<path d="M176 170H292V206C292 238 268 258 234 258C200 258 176 238 176 206Z" fill="${main}"/>`,
      `<path d="M292 184C318 184 318 222 290 222" fill="none" stroke="${main}" stroke-width="9"/>`,
      `<ellipse cx="234" cy="268" rx="86" ry="10" fill="${main}" opacity="0.25"/>`,
      `<path d="M210 150Q200 130 214 116M238 150Q228 126 244 108M264 150Q254 132 268 118" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>`,
    ].join(''),
  night: ({ main, accent }) =>
    [
      `<path d="M0 250Q120 200 240 236T480 226V360H0Z" fill="${main}" opacity="0.85"/>`,
      SIGNS.moon?.(330, 110, 40, accent) ?? '',
      ...[
        [90, 80, 8],
        [160, 140, 5],
        [230, 70, 6],
        [410, 170, 5],
        [60, 180, 4],
      ].map(([x, y, s]) => SIGNS.sparkle?.(x ?? 0, y ?? 0, s ?? 4, accent) ?? ''),
    ].join(''),
  flower: ({ main, accent }) =>
    [
      '<path d="M240 300V190" stroke="#5E8C61" stroke-width="6"/>',
      ...[0, 72, 144, 216, 288].map(
        (angle) =>
          `<ellipse cx="240" cy="140" rx="22" ry="42" fill="${main}" opacity="0.9" transform="rotate(${angle} 240 180)"/>`,
      ),
      `<circle cx="240" cy="180" r="20" fill="${accent}"/>`,
    ].join(''),
  room: ({ main, accent }) =>
    [
      `<rect x="60" y="80" width="150" height="120" rx="8" fill="#FFFFFF" opacity="0.7"/>`,
      `<path d="M135 80V200M60 140H210" stroke="${main}" stroke-width="4" opacity="0.5"/>`,
      `<rect x="250" y="190" width="170" height="70" rx="18" fill="${main}"/>`,
      `<rect x="262" y="160" width="60" height="40" rx="12" fill="${accent}"/>`,
      `<rect x="40" y="282" width="400" height="10" rx="5" fill="${main}" opacity="0.3"/>`,
    ].join(''),
};

/** A gallery picture: a 480 × 360 scene in the counselor's colours. */
export function galleryImageSvg(art: DrawnArt | null | undefined, caption: string): string {
  const colours = coloursOf(art);
  return [
    svgOpen('cg', caption, 480, 360, colours),
    choose(SCENES, art?.motif)(colours),
    '</svg>',
  ].join('');
}

export const GALLERY_SCENES = Object.keys(SCENES);
