#!/usr/bin/env node
// Precompiles every Korean catalog under ./src to AST, one compiled file beside each source:
// `ko.json` → `ko.compiled.json`, `<name>.ko.json` → `<name>.compiled.json`. Catalogs stay
// separate so each loads with the code that draws it (a feature's with its routes); the
// browser never parses a message, and a message that is plain text stays a string
// (compact-messages.js). Run from a package root (`pnpm messages`).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compactCatalog } from './compact-messages.js';

/** @param {string} dir @returns {string[]} */
function catalogsUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return catalogsUnder(file);
    return entry.name === 'ko.json' || entry.name.endsWith('.ko.json') ? [file] : [];
  });
}

/** @param {string} source */
export function compiledPathOf(source) {
  return source.replace(/(\.ko)?\.json$/, '.compiled.json');
}

const sources = catalogsUnder('src').sort();
for (const source of sources) {
  const compiled = compiledPathOf(source);
  execFileSync(
    'formatjs',
    ['compile', source, '--ast', '--format', 'simple', '--out-file', compiled],
    { stdio: 'inherit' },
  );
  const catalog = compactCatalog(JSON.parse(readFileSync(compiled, 'utf8')));
  writeFileSync(compiled, `${JSON.stringify(catalog, null, 2)}\n`);
}
console.info(`compiled ${sources.length} catalogs: ${sources.join(', ')}`);
