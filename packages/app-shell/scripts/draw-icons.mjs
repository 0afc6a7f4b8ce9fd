#!/usr/bin/env node
// Draws an app's home-screen icons from the logo mark (navigation/Logo.tsx: a four-pointed star
// in a rounded square) in the app's own colours, and writes them into its public folder:
// `node ../../packages/app-shell/scripts/draw-icons.mjs <web|counselor> public` (`pnpm icons`).
// The files are committed, so a dev server serves them too and a build needs no image step;
// each app's pwa test draws them again and compares byte for byte.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** Logo.tsx's geometry, on its 64 × 64 grid. */
const GRID = 64;
const CORNER_RADIUS = 14;
const STAR_PATH = 'M32 10l5.5 15.5L53 32l-15.5 6.5L32 54l-5.5-15.5L11 32l15.5-6.5z';

/**
 * Each app's colours, from packages/ui/src/theme: the web app the light theme's purple-pink
 * primary under its white onPrimary; the counselor app the darkNight primary under darkNight's
 * navy base, so the two icons are told apart on a home screen.
 * @type {Record<string, { back: string, star: string }>}
 */
export const ICON_COLORS = {
  web: { back: '#A52FD0', star: '#FFFFFF' },
  counselor: { back: '#2ED3B7', star: '#0E1420' },
};

/**
 * The mark as SVG. `rounded` is the mark itself (transparent corners, for browsers and launchers
 * that show an icon as it is); full-bleed squares are for platforms that cut their own shape
 * (maskable icons, Apple's touch icon). The star spans 34% of the side from the centre, inside
 * the 40% safe zone of a maskable icon, so one geometry serves both.
 * @param {string} app
 * @param {{ rounded: boolean, size?: number }} options `size` in pixels; none for a scalable SVG
 */
export function iconSvg(app, { rounded, size }) {
  const colors = ICON_COLORS[app];
  if (!colors) throw new Error(`No icon colours for the app "${app}"`);
  const dimensions = size === undefined ? '' : ` width="${size}" height="${size}"`;
  const corner = rounded ? ` rx="${CORNER_RADIUS}"` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${GRID} ${GRID}"${dimensions}>` +
    `<title>아르카나</title>` +
    `<rect width="${GRID}" height="${GRID}"${corner} fill="${colors.back}"/>` +
    `<path d="${STAR_PATH}" fill="${colors.star}"/>` +
    `</svg>\n`
  );
}

/**
 * @param {string} app
 * @param {number} size
 * @param {boolean} rounded
 */
function png(app, size, rounded) {
  // Rendered at its own pixel size (no resampling), so edges stay crisp at every size.
  return sharp(Buffer.from(iconSvg(app, { rounded, size })))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * Every icon file of an app, by file name (what the manifest and index.html name).
 * @param {string} app
 * @returns {Promise<Map<string, Buffer>>}
 */
export async function drawIcons(app) {
  return new Map([
    ['favicon.svg', Buffer.from(iconSvg(app, { rounded: true }))],
    ['icon-192.png', await png(app, 192, true)],
    ['icon-512.png', await png(app, 512, true)],
    ['icon-maskable-512.png', await png(app, 512, false)],
    ['apple-touch-icon.png', await png(app, 180, false)],
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [app, outDir] = process.argv.slice(2);
  if (!app || !outDir) {
    console.error('Usage: draw-icons.mjs <web|counselor> <folder>');
    process.exit(1);
  }
  mkdirSync(outDir, { recursive: true });
  for (const [name, content] of await drawIcons(app)) {
    writeFileSync(path.join(outDir, name), content);
  }
}
