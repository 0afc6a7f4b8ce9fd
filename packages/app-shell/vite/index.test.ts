// @vitest-environment node
import { afterEach, expect, it, vi } from 'vitest';
import { arcanaAppConfig } from './index.js';

afterEach(() => {
  vi.unstubAllEnvs();
});

function pluginNames(config: ReturnType<typeof arcanaAppConfig>): string[] {
  return (config.plugins ?? [])
    .flat(3)
    .filter((plugin): plugin is { name: string } => Boolean(plugin && 'name' in plugin))
    .map((plugin) => plugin.name);
}

it('puts the router plugin before React, then vanilla-extract and the build id', () => {
  const names = pluginNames(arcanaAppConfig({ app: 'web', port: 5173, root: '/repo/apps/web' }));
  const router = names.findIndex((name) => name.startsWith('tanstack'));
  const reactPlugin = names.findIndex((name) => name.startsWith('vite:react'));
  const vanillaExtract = names.findIndex((name) => name.startsWith('vite-plugin-vanilla-extract'));

  expect(router).toBeGreaterThanOrEqual(0);
  expect(router).toBeLessThan(reactPlugin);
  expect(reactPlugin).toBeLessThan(vanillaExtract);
  expect(names).toContain('arcana:build-id');
  expect(names).toContain('arcana:icu-no-parser');
});

it('serves on 127.0.0.1 with a strict port and proxies /api to the api', () => {
  const config = arcanaAppConfig({ app: 'counselor', port: 5174, root: '/repo/apps/counselor' });

  expect(config.server).toMatchObject({
    host: '127.0.0.1',
    port: 5174,
    strictPort: true,
    allowedHosts: ['counselor.localhost', 'localhost', '127.0.0.1'],
    proxy: { '/api': { target: 'http://127.0.0.1:8787', changeOrigin: false, ws: false } },
  });
  expect(config.preview).toMatchObject({ port: 5174, strictPort: true });
  expect(config.build).toMatchObject({ target: 'es2022', modulePreload: { polyfill: false } });
});

it('takes the api address from API_URL', () => {
  vi.stubEnv('API_URL', 'http://127.0.0.1:9999');

  const config = arcanaAppConfig({ app: 'web', port: 5173, root: '/repo/apps/web' });

  expect(config.server?.proxy?.['/api']).toMatchObject({ target: 'http://127.0.0.1:9999' });
});
