#!/usr/bin/env node
// Precompiles every Korean catalog under ./src to AST, one compiled file beside each source:
// `ko.json` → `ko.compiled.json`, `<name>.ko.json` → `<name>.compiled.json`. Catalogs stay
// separate so each loads with the code that draws it (a feature's with its routes); the
// browser never parses a message. Run from a package root (`pnpm messages`).
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

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
  execFileSync(
    'formatjs',
    ['compile', source, '--ast', '--format', 'simple', '--out-file', compiledPathOf(source)],
    { stdio: 'inherit' },
  );
}
console.info(`compiled ${sources.length} catalogs: ${sources.join(', ')}`);
