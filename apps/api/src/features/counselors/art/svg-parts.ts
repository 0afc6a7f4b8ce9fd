import type { DrawnArt } from '../tables';

// Pieces shared by the counselors' pictures drawn by code. The art comes from the database, so
// nothing of it reaches the SVG unchecked: colours must be hex, motifs only pick a drawing.

export type Colours = { ground: string; main: string; accent: string };

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const FALLBACK: [string, string, string] = ['#F3EEFF', '#6B4FD8', '#F2B84B'];

/** The art's three colours, each replaced by the fallback's when it is not a hex colour. */
export function coloursOf(art: DrawnArt | null | undefined): Colours {
  const palette = art?.palette ?? FALLBACK;
  const pick = (index: 0 | 1 | 2) => {
    const colour = palette[index];
    return typeof colour === 'string' && HEX_COLOUR.test(colour) ? colour : FALLBACK[index];
  };
  return { ground: pick(0), main: pick(1), accent: pick(2) };
}

/** A small stable number for a string (FNV-1a), so an unknown motif still draws the same way. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The motif's own entry when it has one, else one chosen by its hash. */
export function choose<T>(options: Record<string, T>, motif: string | undefined): T {
  const own = motif ? options[motif] : undefined;
  if (own !== undefined) return own;
  const values = Object.values(options);
  return values[hashOf(motif ?? '') % values.length] as T;
}

/** A short version of the art for its URL: a changed picture gets a new address. */
export function artVersion(art: DrawnArt | null | undefined): string {
  return hashOf(JSON.stringify(art ?? null)).toString(36);
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const r2 = (value: number) => Math.round(value * 100) / 100;

export function starPath(cx: number, cy: number, outer: number, inner: number, points: number) {
  const parts: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    parts.push(`${r2(cx + radius * Math.cos(angle))} ${r2(cy + radius * Math.sin(angle))}`);
  }
  return `M${parts.join('L')}Z`;
}

export function heartPath(cx: number, cy: number, s: number): string {
  return `M${cx} ${r2(cy + s * 0.9)}C${r2(cx - s * 1.4)} ${r2(cy)} ${r2(cx - s * 0.7)} ${r2(cy - s)} ${cx} ${r2(cy - s * 0.35)}C${r2(cx + s * 0.7)} ${r2(cy - s)} ${r2(cx + s * 1.4)} ${r2(cy)} ${cx} ${r2(cy + s * 0.9)}Z`;
}

export function moonPath(cx: number, cy: number, r: number): string {
  return `M${cx} ${cy - r}A${r} ${r} 0 1 0 ${cx} ${cy + r}A${r * 0.75} ${r} 0 1 1 ${cx} ${cy - r}Z`;
}

export function leafPath(cx: number, cy: number, length: number): string {
  return `M${cx} ${cy}Q${r2(cx + length * 0.45)} ${r2(cy - length * 0.5)} ${cx} ${cy - length}Q${r2(cx - length * 0.45)} ${r2(cy - length * 0.5)} ${cx} ${cy}Z`;
}

/** The small signs a picture may carry (a badge on a portrait, the centre of a scene). */
export const SIGNS: Record<string, (cx: number, cy: number, size: number, fill: string) => string> =
  {
    star: (cx, cy, size, fill) =>
      `<path d="${starPath(cx, cy, size, size * 0.45, 5)}" fill="${fill}"/>`,
    moon: (cx, cy, size, fill) => `<path d="${moonPath(cx, cy, size)}" fill="${fill}"/>`,
    heart: (cx, cy, size, fill) => `<path d="${heartPath(cx, cy, size * 0.8)}" fill="${fill}"/>`,
    leaf: (cx, cy, size, fill) =>
      `<path d="${leafPath(cx, cy + size, size * 2)}" fill="${fill}"/><path d="M${cx} ${cy + size}L${cx} ${r2(cy - size * 0.6)}" stroke="#FFFFFF" stroke-opacity="0.6" stroke-width="1.5"/>`,
    sparkle: (cx, cy, size, fill) =>
      `<path d="${starPath(cx, cy, size, size * 0.28, 4)}" fill="${fill}"/>`,
    sun: (cx, cy, size, fill) =>
      `<circle cx="${cx}" cy="${cy}" r="${r2(size * 0.55)}" fill="${fill}"/><path d="${starPath(cx, cy, size, size * 0.62, 12)}" fill="${fill}" opacity="0.55"/>`,
  };

/** The opening of an SVG document with a title, and a soft glow of the accent over the ground. */
export function svgOpen(
  id: string,
  title: string,
  width: number,
  height: number,
  { ground, accent }: Colours,
): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="${id}-t">`,
    `<title id="${id}-t">${escapeXml(title)}</title>`,
    `<defs><radialGradient id="${id}-g" cx="50%" cy="30%" r="80%"><stop offset="0" stop-color="${accent}" stop-opacity="0.32"/><stop offset="1" stop-color="${ground}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" rx="${Math.round(Math.min(width, height) / 8)}" fill="${ground}"/>`,
    `<rect width="${width}" height="${height}" rx="${Math.round(Math.min(width, height) / 8)}" fill="url(#${id}-g)"/>`,
  ].join('');
}
