import { readFileSync } from 'node:fs';
import { checkPwaFiles } from '@arcana/app-shell/pwa-checks';
import { darkLeeTokens, lightTokens } from '@arcana/ui';
import { expect, it } from 'vitest';

const publicFolder = new URL('../../public/', import.meta.url);
const readPublic = (name: string) => readFileSync(new URL(name, publicFolder));
const manifest = JSON.parse(readPublic('manifest.webmanifest').toString('utf8'));
const indexHtml = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

it('has a manifest that installs 아르카나 at / in its own window', () => {
  expect(manifest).toMatchObject({
    id: '/',
    name: '아르카나',
    short_name: '아르카나',
    lang: 'ko',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#0F1412',
    theme_color: '#0F1412',
  });
  expect(manifest.icons).toEqual([
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ]);
});

it('takes its colours from the themes: the light and darkLee backgrounds', () => {
  const light = lightTokens.color.background.base;
  const dark = darkLeeTokens.color.background.base;

  expect([manifest.background_color, manifest.theme_color]).toEqual([dark, dark]);
  expect(indexHtml).toContain(`content="${light}" media="(prefers-color-scheme: light)"`);
  expect(indexHtml).toContain(`content="${dark}" media="(prefers-color-scheme: dark)"`);
});

checkPwaFiles({
  app: 'web',
  appFolder: new URL('../../', import.meta.url),
  themeColors: { light: '#FFFFFF', dark: '#0F1412' },
});
