#!/usr/bin/env node
// Build-time prerender of an app's public pages (DESIGN "Public pages render without a
// browser"). Run from the app's folder after `vite build` (client, with its manifest) and
// `vite build --ssr src/entry-prerender.tsx --outDir dist-prerender`:
//
//   node ../../packages/app-shell/scripts/prerender.js [--api-server ../api/dist/server.js]
//
// Each path the entry lists (`prerenderPaths`) is drawn with the data an api answers at build
// time and written as dist/<path>/index.html; the SPA shell (the untouched index.html) goes to
// dist/200.html for every other path. The api is PRERENDER_API_URL when set (a production
// build reads the production api); else the given api server is started on a fresh, seeded
// data folder and stopped afterwards. A page whose data failed to load is not written (the
// shell serves it), so no error state is ever baked into a page.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  classNamesDefinedIn,
  classNamesIn,
  PRERENDER_DATA_ID,
  pageFileOf,
  prerenderedDocument,
  SPA_SHELL_FILE,
  spaShellOf,
  stylesheetOrder,
  stylesheetsFor,
} from '../vite/prerender-html.js';

const dist = path.resolve('dist');
const entryFile = path.resolve('dist-prerender/entry-prerender.js');

function argument(name) {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`prerender: the api exited (${child.exitCode})`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`prerender: the api at ${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts the built api on a fresh data folder (migrated and seeded as a new install). */
async function startApi(serverFile) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arcana-prerender-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.resolve(serverFile)], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(url, child, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}

function readSheets() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const ordered = stylesheetOrder(manifest);
  const all = readdirSync(path.join(dist, 'assets'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => `assets/${name}`);
  const files = [...ordered, ...all.filter((file) => !ordered.includes(file))];
  return files.map((file) => ({
    file,
    classes: classNamesDefinedIn(readFileSync(path.join(dist, file), 'utf8')),
  }));
}

async function main() {
  const started = Date.now();
  const entry = await import(pathToFileURL(entryFile).href);
  // A second run over the same build reads the shell it kept, not the home it wrote.
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const template = spaShellOf(
    index.includes(PRERENDER_DATA_ID)
      ? readFileSync(path.join(dist, SPA_SHELL_FILE), 'utf8')
      : index,
    entry.headScript,
  );
  writeFileSync(path.join(dist, SPA_SHELL_FILE), template);
  const sheets = readSheets();

  const serverFile = argument('--api-server');
  const given = process.env.PRERENDER_API_URL;
  if (!given && !serverFile)
    throw new Error('prerender: set PRERENDER_API_URL or pass --api-server');
  const api = given ? { url: given, stop: async () => {} } : await startApi(serverFile);
  let written = 0;
  try {
    for (const pagePath of entry.prerenderPaths) {
      const page = await entry.render(pagePath, { apiOrigin: api.url });
      if (page.status !== 200 || page.failed.length > 0) {
        console.warn(
          `prerender: ${pagePath} left to the browser (status ${page.status}${
            page.failed.length ? `, failed: ${page.failed.join(', ')}` : ''
          })`,
        );
        continue;
      }
      const document = prerenderedDocument({
        template,
        html: page.html,
        title: page.title,
        stylesheets: stylesheetsFor(classNamesIn(page.html), sheets, template),
        // The template carries the head script already (spaShellOf).
        headScript: '',
        data: page.data,
      });
      const file = path.join(dist, pageFileOf(pagePath));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, document);
      written += 1;
    }
  } finally {
    await api.stop();
  }
  console.info(
    `prerender: ${written} of ${entry.prerenderPaths.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
