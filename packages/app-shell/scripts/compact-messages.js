// What the compiled catalogs hold, and the check that the app's formatter can read them
// (packages/app-shell/src/intl/intl.ts). A message that is one piece of plain text is stored as
// that text: `[{ "type": 0, "value": "로그인" }]` becomes `"로그인"`. Most messages are plain, and
// the AST's wrapper around each of them was a good part of the catalogs every first visit
// downloads. The others keep formatjs's AST, made only of the kinds the formatter reads.

/** formatjs's element kinds the app reads: literal, argument, number (no style), select. */
const READABLE = new Set([0, 1, 2, 5]);

/**
 * @param {readonly { type: number; style?: unknown; options?: Record<string, { value: any[] }> }[]} ast
 * @param {string} id
 */
function checkReadable(ast, id) {
  for (const element of ast) {
    const plainNumber = element.type !== 2 || element.style == null;
    if (!READABLE.has(element.type) || !plainNumber) {
      throw new Error(
        `${id}: element kind ${element.type} (plural, date, time, tag or a styled number) is ` +
          'not read by the app (packages/app-shell/src/intl/intl.ts); say it with select or text',
      );
    }
    for (const option of Object.values(element.options ?? {})) checkReadable(option.value, id);
  }
}

/**
 * The text of a message that is plain text alone; the AST itself otherwise.
 * @param {readonly { type: number; value?: unknown }[]} ast
 * @param {string} [id] named in the error when the app could not read the message
 * @returns {string | readonly unknown[]}
 */
export function compactMessage(ast, id = 'message') {
  checkReadable(ast, id);
  if (ast.length === 0) return '';
  const [only] = ast;
  return ast.length === 1 && only.type === 0 && typeof only.value === 'string' ? only.value : ast;
}

/**
 * Every message of a compiled catalog, compacted.
 * @param {Record<string, readonly { type: number; value?: unknown }[]>} catalog
 * @returns {Record<string, string | readonly unknown[]>}
 */
export function compactCatalog(catalog) {
  return Object.fromEntries(
    Object.entries(catalog).map(([id, ast]) => [id, compactMessage(ast, id)]),
  );
}
