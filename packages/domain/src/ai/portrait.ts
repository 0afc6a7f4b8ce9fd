// The AI characters' portraits, drawn by code like the deck's art: a calm figure in the
// character's colours under the sign that is theirs (Luna's moon, Haena's sun, …). The same
// character always gives the same string; no external reference, no script, no text to shape.

import { escapeXml } from '../tarot/card-art';
import {
  crescentPath,
  heartPath,
  polar,
  r2,
  raysPath,
  sparkle,
  starPath,
} from '../tarot/card-art-shapes';

export type PortraitIdentity = {
  slug: string;
  name: string;
  /** Background, main and accent colour. */
  palette: readonly [string, string, string];
};

type Colours = { ground: string; main: string; accent: string };

/** The sign above the figure, by slug; a character without one of its own gets a star. */
const SIGNS: Record<string, (colours: Colours) => string> = {
  luna: ({ accent, main }) =>
    [
      `<path d="${crescentPath(120, 70, 34, 0.35)}" fill="${accent}"/>`,
      sparkle(62, 48, 7, main),
      sparkle(176, 92, 5, accent),
      sparkle(184, 40, 4, main),
      sparkle(48, 104, 4, accent),
    ].join(''),
  daon: ({ accent, main }) =>
    [
      `<path d="${heartPath(120, 70, 30)}" fill="${main}"/>`,
      `<path d="${heartPath(70, 54, 10)}" fill="${accent}" opacity="0.6"/>`,
      `<path d="${heartPath(172, 60, 12)}" fill="${accent}" opacity="0.45"/>`,
    ].join(''),
  sage: ({ accent, main }) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<ellipse cx="120" cy="${88 - i * 14}" rx="30" ry="9" fill="${accent}" stroke="${main}" stroke-width="2"/>`,
      )
      .concat(`<path d="${starPath(120, 44, 9, 4, 4)}" fill="${main}"/>`)
      .join(''),
  hangyeol: ({ accent, main }) =>
    [
      `<path d="M60 100L100 52L122 78L140 60L180 100Z" fill="${main}" opacity="0.85"/>`,
      `<path d="M100 52L92 62L108 62Z" fill="#FFFFFF" opacity="0.8"/>`,
      `<path d="${starPath(150, 30, 12, 3.5, 4)}" fill="${accent}"/>`,
    ].join(''),
  momo: ({ accent, main }) =>
    [
      `<path d="${starPath(120, 68, 30, 13, 5)}" fill="${main}"/>`,
      `<circle cx="111" cy="66" r="3" fill="${accent}"/><circle cx="129" cy="66" r="3" fill="${accent}"/>`,
      `<path d="M112 76Q120 83 128 76" fill="none" stroke="${accent}" stroke-width="2.5" stroke-linecap="round"/>`,
      sparkle(66, 50, 8, accent),
      sparkle(176, 86, 7, main),
    ].join(''),
  haena: ({ accent, main }) =>
    [
      `<path d="${raysPath(120, 70, 34, 50, 12)}" stroke="${main}" stroke-width="5" stroke-linecap="round"/>`,
      `<circle cx="120" cy="70" r="26" fill="${main}"/>`,
      `<path d="M40 44Q54 34 68 44Q82 34 96 44" fill="none" stroke="${accent}" stroke-width="3" stroke-linecap="round"/>`,
    ].join(''),
};

const defaultSign = ({ accent }: Colours) =>
  `<path d="${starPath(120, 68, 28, 11, 8)}" fill="${accent}"/>`;

/** A figure seen from the front: head and shoulders with a hood, and a glow of the accent. */
function figure({ main, accent, ground }: Colours): string {
  const [lx, ly] = polar(120, 150, 22, 200);
  const [rx, ry] = polar(120, 150, 22, -20);
  return [
    `<circle cx="120" cy="150" r="44" fill="${accent}" opacity="0.18"/>`,
    `<path d="M44 240C48 196 80 178 120 178C160 178 192 196 196 240Z" fill="${main}"/>`,
    `<path d="M86 178C86 136 100 118 120 118C140 118 154 136 154 178Z" fill="${main}"/>`,
    `<circle cx="120" cy="152" r="22" fill="${ground}"/>`,
    `<path d="M${lx} ${ly}Q120 ${r2(ly - 20)} ${rx} ${ry}" fill="none" stroke="${main}" stroke-width="4"/>`,
    `<circle cx="120" cy="200" r="5" fill="${accent}"/>`,
  ].join('');
}

/** The portrait of a character: a 240 × 240 SVG in its palette with its own sign. */
export function characterPortraitSvg({ slug, name, palette }: PortraitIdentity): string {
  const [ground, main, accent] = palette;
  const colours = { ground, main, accent };
  const sign = (SIGNS[slug] ?? defaultSign)(colours);
  const id = `p-${slug.replace(/[^a-z0-9-]/gi, '')}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-labelledby="${id}-t">`,
    `<title id="${id}-t">${escapeXml(name)}</title>`,
    `<defs><radialGradient id="${id}-g" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="${accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${ground}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="240" height="240" rx="32" fill="${ground}"/>`,
    `<rect width="240" height="240" rx="32" fill="url(#${id}-g)"/>`,
    sign,
    figure(colours),
    '</svg>',
  ].join('');
}
