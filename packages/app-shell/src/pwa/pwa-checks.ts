// The checks both apps' PWA files share (each app's pwa.test.ts calls them after its own
// manifest checks, which differ): the icons' sizes and formats, the links in index.html, and the
// icons being what `pnpm icons` draws, byte for byte.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { drawIcons } from '../../scripts/draw-icons.mjs';

export type PwaChecks = {
  app: 'web' | 'counselor';
  /** The app's folder (where index.html and public/ are). */
  appFolder: URL;
  /** The light and dark backgrounds: the theme colours index.html gives per colour scheme. */
  themeColors: { light: string; dark: string };
};

export function checkPwaFiles({ app, appFolder, themeColors }: PwaChecks): void {
  const publicFolder = new URL('public/', appFolder);
  const readPublic = (name: string) => readFileSync(new URL(name, publicFolder));
  const indexHtml = () => readFileSync(new URL('index.html', appFolder), 'utf8');

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
    const html = indexHtml();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(html).toContain(
      `<meta name="theme-color" content="${themeColors.light}" media="(prefers-color-scheme: light)" />`,
    );
    expect(html).toContain(
      `<meta name="theme-color" content="${themeColors.dark}" media="(prefers-color-scheme: dark)" />`,
    );
  });

  it('has the icons the script draws, byte for byte (`pnpm icons` draws them again)', async () => {
    const drawn = await drawIcons(app);

    expect([...drawn.keys()].sort()).toEqual([
      'apple-touch-icon.png',
      'favicon.svg',
      'icon-192.png',
      'icon-512.png',
      'icon-maskable-512.png',
    ]);
    for (const [name, content] of drawn) expect(readPublic(name).equals(content), name).toBe(true);
  });
}
