import { readFileSync } from 'node:fs';
import { drawIcons } from '@arcana/app-shell/draw-icons';
import { darkNightTokens, lightTokens } from '@arcana/ui';
import sharp from 'sharp';
import { expect, it } from 'vitest';

const publicFolder = new URL('../../public/', import.meta.url);
const readPublic = (name: string) => readFileSync(new URL(name, publicFolder));
const manifest = JSON.parse(readPublic('manifest.webmanifest').toString('utf8'));
const indexHtml = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

it('has a manifest that installs 상담사센터 at /counselor in its own window', () => {
  expect(manifest).toMatchObject({
    id: '/counselor',
    name: '아르카나 상담사센터',
    short_name: '상담사센터',
    lang: 'ko',
    start_url: '/counselor',
    scope: '/',
    display: 'standalone',
    background_color: '#0E1420',
    theme_color: '#0E1420',
  });
  expect(manifest.icons).toEqual([
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ]);
});

it.each([
  ['icon-192.png', 192],
  ['icon-512.png', 512],
  ['icon-maskable-512.png', 512],
  ['apple-touch-icon.png', 180],
])('has %s as a PNG of %i pixels square', async (name, size) => {
  const metadata = await sharp(readPublic(name)).metadata();

  expect(metadata).toMatchObject({ format: 'png', width: size, height: size });
});

it('has the scalable icon as an SVG', async () => {
  const metadata = await sharp(readPublic('favicon.svg')).metadata();

  expect(metadata).toMatchObject({ format: 'svg', width: 64, height: 64 });
});

it('links the manifest, the icons and a theme colour per colour scheme in index.html', () => {
  expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  expect(indexHtml).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
  expect(indexHtml).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
  expect(indexHtml).toContain(
    '<meta name="theme-color" content="#FFFFFF" media="(prefers-color-scheme: light)" />',
  );
  expect(indexHtml).toContain(
    '<meta name="theme-color" content="#0E1420" media="(prefers-color-scheme: dark)" />',
  );
});

it('takes its colours from the themes: the light and darkNight backgrounds', () => {
  const light = lightTokens.color.background.base;
  const dark = darkNightTokens.color.background.base;

  expect([manifest.background_color, manifest.theme_color]).toEqual([dark, dark]);
  expect(indexHtml).toContain(`content="${light}" media="(prefers-color-scheme: light)"`);
  expect(indexHtml).toContain(`content="${dark}" media="(prefers-color-scheme: dark)"`);
});

it('has the icons the script draws, byte for byte (`pnpm icons` draws them again)', async () => {
  const drawn = await drawIcons('counselor');

  expect([...drawn.keys()].sort()).toEqual([
    'apple-touch-icon.png',
    'favicon.svg',
    'icon-192.png',
    'icon-512.png',
    'icon-maskable-512.png',
  ]);
  for (const [name, content] of drawn) expect(readPublic(name).equals(content), name).toBe(true);
});
