// `vite preview` of a build with prerendered pages, as production serves it: a navigation gets
// its path's prerendered page (dist/<path>/index.html) or else the SPA shell (dist/200.html),
// never the prerendered home that dist/index.html now is; text answers are compressed (the
// api's answers pass through untouched, so its streams stay unbuffered).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import { pageFileOf, SPA_SHELL_FILE } from './prerender-html.js';

/** Query parameters no page reads: campaign and click tags on links from outside. */
const CAMPAIGN_TAG = /^(?:utm_\w+|gclid|fbclid)$/;

/** @param {string} search */
function onlyCampaignTags(search) {
  return [...new URLSearchParams(search).keys()].every((name) => CAMPAIGN_TAG.test(name));
}

/**
 * The file of `dist` a browser navigation to `url` is answered with, or null when the request
 * is no page navigation (an asset, the api, a file with an extension). A prerendered page
 * answers its bare address (campaign tags aside); with a query the SPA shell does.
 * @param {string} dist
 * @param {string} url
 */
export function pageFileFor(dist, url) {
  const { pathname: encoded, search } = new URL(url, 'http://x');
  const pathname = decodeURIComponent(encoded);
  if (pathname.startsWith('/api/') || pathname === '/api') return null;
  if (path.extname(pathname) !== '') return null;
  if (pathname.split('/').includes('..')) return null;
  // A page was drawn for its address without a query: /notices/list?category=UPDATE shows
  // other notices than the drawn list, so it gets the shell and is drawn in the browser.
  // Campaign tags, which no page reads, keep the drawn page.
  const page = path.join(dist, pageFileOf(pathname));
  if (onlyCampaignTags(search) && existsSync(page)) return page;
  const shell = path.join(dist, SPA_SHELL_FILE);
  return existsSync(shell) ? shell : null;
}

/** @returns {import('vite').Plugin} */
export function previewPagesPlugin() {
  return {
    name: 'arcana:preview-pages',
    configurePreviewServer(server) {
      const dist = path.resolve(server.config.root, server.config.build.outDir);
      const compress = compression({
        filter: (request, response) =>
          !(request.url ?? '').startsWith('/api') && compression.filter(request, response),
      });
      // Typed for Express; connect hands it the same Node request and response.
      server.middlewares.use(
        /** @type {import('vite').Connect.NextHandleFunction} */ (
          /** @type {unknown} */ (compress)
        ),
      );
      server.middlewares.use((request, response, next) => {
        const accept = request.headers.accept ?? '';
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        if (!accept.includes('text/html')) return next();
        let file;
        try {
          file = pageFileFor(dist, request.url ?? '/');
        } catch {
          return next();
        }
        if (!file) return next();
        response.statusCode = 200;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(request.method === 'HEAD' ? undefined : readFileSync(file));
      });
    },
  };
}
