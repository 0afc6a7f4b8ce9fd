// Plain JavaScript (typed with JSDoc, checked by tsc): Vite loads config imports from workspace
// packages with Node itself, and Node 20 cannot run TypeScript.
import { randomBytes } from 'node:crypto';

export const VERSION_FILE = 'version.json';

/** @param {number} [now] */
export function createBuildId(now = Date.now()) {
  return `${now.toString(36)}-${randomBytes(4).toString('hex')}`;
}

/**
 * Gives every build a unique id: `__ARCANA_BUILD_ID__` in the code and `/version.json` next to
 * it (emitted into the build, served by the dev server), so a running page can tell that the
 * server now has another build (SPEC §2 "detects a new build and reloads").
 * @param {string} [buildId]
 * @returns {import('vite').Plugin}
 */
export function buildIdPlugin(buildId = createBuildId()) {
  const versionJson = `${JSON.stringify({ buildId })}\n`;
  return {
    name: 'arcana:build-id',
    config: () => ({ define: { __ARCANA_BUILD_ID__: JSON.stringify(buildId) } }),
    configureServer(server) {
      server.middlewares.use(`/${VERSION_FILE}`, (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.setHeader('cache-control', 'no-store');
        response.end(versionJson);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: VERSION_FILE, source: versionJson });
    },
  };
}
