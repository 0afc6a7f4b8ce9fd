import { readFileSync } from 'node:fs';
import { checkPwaFiles } from '@arcana/app-shell/pwa-checks';
import { darkNightTokens, lightTokens } from '@arcana/ui';
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

it('takes its colours from the themes: the light and darkNight backgrounds', () => {
  const light = lightTokens.color.background.base;
  const dark = darkNightTokens.color.background.base;

  expect([manifest.background_color, manifest.theme_color]).toEqual([dark, dark]);
  expect(indexHtml).toContain(`content="${light}" media="(prefers-color-scheme: light)"`);
  expect(indexHtml).toContain(`content="${dark}" media="(prefers-color-scheme: dark)"`);
});

checkPwaFiles({
  app: 'counselor',
  appFolder: new URL('../../', import.meta.url),
  themeColors: { light: '#FFFFFF', dark: '#0E1420' },
});
