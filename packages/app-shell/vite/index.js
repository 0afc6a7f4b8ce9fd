// Plain JavaScript (typed with JSDoc, checked by tsc; consumers read types.d.ts): Vite loads
// config imports from workspace packages with Node itself, and Node 20 cannot run TypeScript.
import path from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { buildIdPlugin } from './build-id-plugin.js';
import { previewPagesPlugin } from './preview-pages.js';
import { terserPassPlugin } from './terser-pass.js';

export { buildIdPlugin, createBuildId, VERSION_FILE } from './build-id-plugin.js';

export const DEFAULT_API_URL = 'http://127.0.0.1:8787';

/** Libraries every page of both apps runs on; bundled together into one `framework` chunk. */
export const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|@tanstack|jotai|use-sync-external-store|@formatjs|intl-messageformat|valibot)[\\/]/;

/**
 * What the form pages draw (fields, buttons, the login form and its texts, the auth lookups the
 * login page asks at once): one chunk instead of a dozen small ones, so /login, a first page
 * too, downloads less.
 */
export const FORM_MODULES = new RegExp(
  [
    String.raw`packages[\/]ui[\/]src[\/]components[\/](?:Text|TextField|Checkbox|Button|Spinner|Stack)[\/]`,
    String.raw`packages[\/]app-shell[\/]src[\/]auth[\/](?:LoginForm|redirect-after-login)\.tsx?$`,
    String.raw`packages[\/]app-shell[\/]src[\/](?:intl[\/]auth-messages\.ts|messages[\/]auth\.compiled\.json)$`,
    String.raw`packages[\/]api-client[\/]src[\/]auth[\/](?:auth-queries|lookups)\.ts$`,
    String.raw`packages[\/]domain[\/]src[\/]schemas[\/]social-providers\.ts$`,
    // The web login page's own pieces it shares with the join pages (texts, social buttons).
    String.raw`apps[\/]web[\/]src[\/]features[\/]auth[\/](?:login-intl\.ts|login\.compiled\.json|SocialButtons\.tsx|use-remember-redirect\.ts)$`,
  ].join('|'),
);

/**
 * What the form pages send with (the auth calls and their account schemas, the mutations, the
 * field errors). The login form loads it when it gets focus, so it is never part of a first
 * visit of /login; the other form pages load it with their code. A group takes the modules its
 * members import too, so whatever /login runs at once must be in an earlier group (`forms`).
 */
export const FORM_CALL_MODULES = new RegExp(
  [
    String.raw`packages[\/]app-shell[\/]src[\/]auth[\/](?:login-call|session-actions|fcm-token)\.ts$`,
    String.raw`packages[\/]app-shell[\/]src[\/]forms[\/]`,
    String.raw`packages[\/]api-client[\/]src[\/]auth[\/](?:fetchers|queries|logout)\.ts$`,
    String.raw`packages[\/]domain[\/]src[\/]schemas[\/]account\.ts$`,
    String.raw`node_modules[\/].*[\/](?:mutationObserver|useMutation|mutationOptions)\.js$`,
  ].join('|'),
);

/** The icons only later pages draw, one module each (the frame's are all in Icons.tsx). */
export const ICON_MODULES = /packages[\\/]ui[\\/]src[\\/]components[\\/]Icon[\\/]\w+Icon\.tsx$/;

/** counselor.localhost keeps the counselor app's cookies apart from the web app's (DESIGN). */
export const ALLOWED_HOSTS = ['counselor.localhost', 'localhost', '127.0.0.1'];

/**
 * The /api proxy: same origin for cookies, and streams (SSE) passed through unbuffered.
 * @param {string} target
 * @returns {import('vite').ProxyOptions}
 */
export function apiProxy(target) {
  return {
    target,
    changeOrigin: false,
    ws: false,
    configure(proxy) {
      proxy.on('proxyReq', (proxyRequest, _request, response) => {
        // A browser that leaves must end the upstream stream too, or dead SSE streams pile up.
        response.on('close', () => {
          if (!response.writableEnded) proxyRequest.destroy();
        });
      });
      proxy.on('proxyRes', (proxyResponse, _request, response) => {
        const type = proxyResponse.headers['content-type'] ?? '';
        if (type.includes('text/event-stream')) {
          proxyResponse.headers['cache-control'] = 'no-cache, no-transform';
          proxyResponse.headers['x-accel-buffering'] = 'no';
        }
        // An api that dies mid-answer (a crash, a restart) must cut the browser's side too, as a
        // real proxy does: otherwise an EventSource keeps a dead stream open until its
        // heartbeat goes stale instead of reconnecting at once.
        proxyResponse.on('close', () => {
          if (!proxyResponse.complete && !response.destroyed) response.destroy();
        });
      });
    },
  };
}

/**
 * Web fonts never move text after the first paint (CLS): a face that is not ready within the
 * short block period is used from the next page on (it is cached by then), instead of being
 * swapped in under the reader's eyes. Pretendard's own stylesheet says `swap`.
 * @type {{ postcssPlugin: string, Declaration: Record<string, (declaration: { value: string }) => void> }}
 */
export const fontDisplayOptional = {
  postcssPlugin: 'arcana-font-display-optional',
  Declaration: {
    'font-display': (declaration) => {
      declaration.value = 'optional';
    },
  },
};

/**
 * Only plugins known to work inside vanilla-extract's child compiler; never the router (trap 17).
 * @param {{ name: string }} plugin
 */
function styleCompilerPluginFilter({ name }) {
  return name === 'vite-tsconfig-paths';
}

/**
 * The whole Vite config of an Arcana front end; each app's vite.config.ts is one call.
 * @param {import('./types').ArcanaAppConfigOptions} options
 * @returns {import('vite').UserConfig}
 */
export function arcanaAppConfig({ app, port, root }) {
  const apiUrl = process.env.API_URL ?? DEFAULT_API_URL;
  const server = {
    host: '127.0.0.1',
    port,
    strictPort: true,
    allowedHosts: ALLOWED_HOSTS,
    proxy: { '/api': apiProxy(apiUrl) },
  };
  return {
    root,
    // The router plugin must come before React's, or code splitting silently fails (trap 6).
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: path.join(root, 'src/routes'),
        generatedRouteTree: path.join(root, 'src/routeTree.gen.ts'),
        quoteStyle: 'single',
        semicolons: true,
      }),
      react(),
      vanillaExtractPlugin({ unstable_pluginFilter: styleCompilerPluginFilter }),
      buildIdPlugin(),
      previewPagesPlugin(),
      terserPassPlugin(),
    ],
    resolve: {
      // React 19 has useSyncExternalStore: the router's store takes the selector helper built on
      // React's own instead of the shim for React 17 (bytes on every first page).
      alias: [
        {
          find: /^use-sync-external-store\/shim\/with-selector(?:\.js)?$/,
          replacement: 'use-sync-external-store/with-selector.js',
        },
      ],
      // Workspace packages must share one copy of each stateful library with the app.
      dedupe: [
        'react',
        'react-dom',
        'jotai',
        '@tanstack/react-query',
        '@tanstack/react-router',
        'sonner',
      ],
    },
    // Found late by the dev optimizer otherwise (ui's recipes import it), costing a full reload
    // on the first visit of a fresh dev server.
    optimizeDeps: { include: ['@arcana/ui > @vanilla-extract/recipes/createRuntimeFn'] },
    css: { postcss: { plugins: [fontDisplayOptional] } },
    server,
    preview: server,
    build: {
      target: 'es2022',
      // No module preload map: Vite would list every chunk of the app (and each lazy import's
      // dependencies) in the main chunk, ~2 KB gzip of every first visit that grows with each
      // route. A lazy chunk's own imports load when it runs instead, one round trip later; the
      // router preloads a link's route on intent (hover, touch), which hides that on navigation.
      // CSS of lazy chunks still loads through Vite's helper.
      modulePreload: false,
      sourcemap: true,
      // The prerender (scripts/prerender.js) orders the stylesheets of a page by it.
      manifest: true,
      rolldownOptions: {
        output: {
          // Stylesheets by their hash alone (after a `c`, so a name never starts with `-`): the
          // main chunk lists every lazy chunk's stylesheets by file name, on every first visit
          // (the names are in the manifest).
          assetFileNames: (asset) =>
            asset.names.some((name) => name.endsWith('.css'))
              ? 'assets/c[hash][extname]'
              : 'assets/[name]-[hash][extname]',
          // Every first visit needs the framework and the app's frame; left alone, the bundler
          // scatters them over many small shared chunks that compress worse and cost a request
          // each. Only modules the first page runs (`$initial`) go in: the rest (infinite
          // queries, a feature's pages) load with the routes that use them. The framework stays
          // a chunk of its own, so an app release does not invalidate its cache. Groups take
          // modules in order, so `forms` only gets what the first page does not run.
          codeSplitting: {
            groups: [
              { name: 'framework', test: FRAMEWORK_MODULES, tags: ['$initial'] },
              { name: 'shell', tags: ['$initial'] },
              { name: 'forms', test: FORM_MODULES },
              { name: 'form-calls', test: FORM_CALL_MODULES },
              // One module per icon keeps the icons no first page draws out of it; the rest
              // load together rather than as a chunk of a few hundred bytes each.
              { name: 'icons', test: ICON_MODULES, minShareCount: 2 },
            ],
          },
        },
      },
    },
    define: { __ARCANA_APP__: JSON.stringify(app) },
  };
}
