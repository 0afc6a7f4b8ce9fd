// Turns a page the app's prerender entry drew (render-page.tsx) into a whole HTML document:
// the built index.html with the markup in #root, the page's title, the theme chosen before the
// first paint, the stylesheets the markup's classes need, and the page's data for the browser's
// query cache. Plain functions over strings, so they are tested without a build.

/** The id of the <script> holding a prerendered page's queries (boot-app.tsx reads it). */
export const PRERENDER_DATA_ID = 'arcana-data';

/** Where the SPA shell goes: every path without a prerendered page gets it. */
export const SPA_SHELL_FILE = '200.html';

/**
 * JSON that can sit inside a <script>: `<` (and the two line separators JavaScript once
 * refused) are escaped, so no text in the data can close the element.
 * @param {unknown} value
 */
export function scriptSafeJson(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The class names used in markup (`class="a b"` attributes).
 * @param {string} html
 * @returns {Set<string>}
 */
export function classNamesIn(html) {
  const names = new Set();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/**
 * The class names a stylesheet defines a rule for (`.name` in its selectors).
 * @param {string} css
 * @returns {Set<string>}
 */
export function classNamesDefinedIn(css) {
  const names = new Set();
  // Selectors only: what comes before each `{` (declarations and url()s are skipped).
  for (const match of css.matchAll(/([^{}]*)\{/g)) {
    const selector = match[1] ?? '';
    if (selector.trim().startsWith('@')) continue;
    for (const name of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(name[1] ?? '');
  }
  return names;
}

/**
 * Stylesheets of a Vite manifest in the order the browser would apply them: a chunk's imports'
 * CSS before its own (depth first), entries first.
 * @param {Record<string, { file: string, css?: string[], imports?: string[], dynamicImports?: string[], isEntry?: boolean }>} manifest
 * @returns {string[]}
 */
export function stylesheetOrder(manifest) {
  /** @type {string[]} */
  const order = [];
  const seen = new Set();
  /** @param {string} key */
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) if (!order.includes(css)) order.push(css);
    for (const imported of chunk.dynamicImports ?? []) visit(imported);
  };
  const keys = Object.keys(manifest).sort();
  for (const key of keys) if (manifest[key]?.isEntry) visit(key);
  for (const key of keys) visit(key);
  return order;
}

/**
 * The stylesheets a page needs beyond those the template links: every one that defines a
 * class the markup uses, in `order`.
 * @param {Set<string>} used
 * @param {{ file: string, classes: Set<string> }[]} sheets in apply order
 * @param {string} template
 */
export function stylesheetsFor(used, sheets, template) {
  return sheets
    .filter(({ file }) => !template.includes(`/${file}"`))
    .filter(({ classes }) => [...classes].some((name) => used.has(name)))
    .map(({ file }) => file);
}

/**
 * The shell page of the paths no page was drawn for (`200.html`): the template with the head
 * script, so those pages too get their theme before the first paint, without the app's scripts
 * carrying a copy of it. A template that has it already is returned as it is.
 * @param {string} template
 * @param {string} headScript
 */
export function spaShellOf(template, headScript) {
  const tag = `<script>${headScript}</script>`;
  return template.includes(tag) ? template : template.replace('</head>', `${tag}</head>`);
}

/**
 * @param {{
 *   template: string,
 *   html: string,
 *   title: string,
 *   stylesheets: string[],
 *   headScript: string,
 *   data: unknown,
 *   base?: string,
 * }} page
 */
export function prerenderedDocument({
  template,
  html,
  title,
  stylesheets,
  headScript,
  data,
  base = '/',
}) {
  // React draws <title> first in the markup; the document has its own in the head.
  const body = html.replace(/^<title>[^<]*<\/title>/, '');
  const links = stylesheets
    .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`)
    .join('');
  const head = `${headScript ? `<script>${headScript}</script>` : ''}${links}`;
  const withTitle = template.replace(
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(title)}</title>`,
  );
  if (!withTitle.includes('<div id="root"></div>')) {
    throw new Error('prerender: the template has no empty <div id="root"></div>');
  }
  const dataScript = `<script type="application/json" id="${PRERENDER_DATA_ID}">${scriptSafeJson(data)}</script>`;
  return withTitle
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>${dataScript}`);
}

/**
 * The file a path's prerendered page is written to: `/` → index.html, `/notices/list` →
 * notices/list/index.html.
 * @param {string} path
 */
export function pageFileOf(path) {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
}
