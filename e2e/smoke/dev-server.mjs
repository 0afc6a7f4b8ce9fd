#!/usr/bin/env node
// The smoke suite's Vite development server for one app: `node dev-server.mjs <web|counselor> <port>`.
// The app's own vite.config.ts (API_URL from the environment picks the api), with three changes
// that keep a run from disturbing, or being disturbed by, a running `npm run dev`:
// - its own port (strict) and its own optimizer cache (`node_modules/.vite-smoke`), so the two
//   servers never rewrite each other's pre-bundled dependencies;
// - the optimizer scans every source file of the app at start (not only what index.html reaches),
//   so dependencies of lazily loaded routes are pre-bundled before the first page asks for them
//   and a page never reloads halfway through a check ("new dependencies optimized");
// - every source file is transformed ahead (warmup), so the first visits are not the slow ones.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [app, port] = process.argv.slice(2);
if (!['web', 'counselor'].includes(app ?? '') || !/^\d+$/.test(port ?? '')) {
  console.error('usage: node dev-server.mjs <web|counselor> <port>');
  process.exit(2);
}

const root = fileURLToPath(new URL(`../../apps/${app}/`, import.meta.url));
// Vite is the app's dependency, not the suite's: resolve it from the app.
const vitePath = createRequire(join(root, 'package.json')).resolve('vite');
const { createServer } = await import(pathToFileURL(vitePath).href);

const server = await createServer({
  configFile: join(root, 'vite.config.ts'),
  root,
  cacheDir: join(root, 'node_modules/.vite-smoke'),
  clearScreen: false,
  logLevel: 'warn',
  optimizeDeps: { entries: ['index.html', 'src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}'] },
  server: {
    host: '127.0.0.1',
    port: Number(port),
    strictPort: true,
    warmup: { clientFiles: ['./src/main.tsx', './src/routes/**/*.tsx', './src/features/**/*.tsx'] },
  },
});
await server.listen();
console.info(`smoke ${app} dev server on http://127.0.0.1:${port}`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
