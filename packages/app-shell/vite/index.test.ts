// @vitest-environment node
import { EventEmitter } from 'node:events';
import { afterEach, expect, it, vi } from 'vitest';
import { apiProxy, arcanaAppConfig, fontDisplayOptional } from './index.js';

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
  expect(config.build).toMatchObject({ target: 'es2022', modulePreload: false });
});

it('takes the api address from API_URL', () => {
  vi.stubEnv('API_URL', 'http://127.0.0.1:9999');

  const config = arcanaAppConfig({ app: 'web', port: 5173, root: '/repo/apps/web' });

  expect(config.server?.proxy?.['/api']).toMatchObject({ target: 'http://127.0.0.1:9999' });
});

/** Runs apiProxy's hooks on stand-ins for http-proxy and one proxied answer. */
function proxiedAnswer(complete: boolean) {
  const proxy = new EventEmitter();
  const options = apiProxy('http://127.0.0.1:8787') as { configure: (proxy: EventEmitter) => void };
  options.configure(proxy);
  const upstream = Object.assign(new EventEmitter(), {
    headers: { 'content-type': 'text/event-stream' },
    complete,
  });
  const browserSide = { destroyed: false, destroy: vi.fn() };
  proxy.emit('proxyRes', upstream, {}, browserSide);
  upstream.emit('close');
  return { upstream, browserSide };
}

it('cuts the browser side when the api dies mid-stream, so an EventSource reconnects at once', () => {
  const { upstream, browserSide } = proxiedAnswer(false);
  expect(browserSide.destroy).toHaveBeenCalledTimes(1);
  expect(upstream.headers).toMatchObject({
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
});

it('leaves a finished answer alone', () => {
  expect(proxiedAnswer(true).browserSide.destroy).not.toHaveBeenCalled();
});

it('turns every font-display into optional, so a late web font never moves text', () => {
  const config = arcanaAppConfig({ app: 'web', port: 5173, root: '/repo/apps/web' });
  expect(config.css?.postcss).toEqual({ plugins: [fontDisplayOptional] });
  const declaration = { value: 'swap' };
  fontDisplayOptional.Declaration['font-display']?.(declaration);
  expect(declaration.value).toBe('optional');
});
