// The dependency direction of DESIGN.md is only as good as the rules that enforce it: a fixture
// tree breaks each rule once and every break must be reported.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixture = fileURLToPath(new URL('./fixtures/dependency-rules', import.meta.url));

function violations() {
  let output;
  try {
    output = execFileSync(
      `${root}node_modules/.bin/depcruise`,
      ['--config', `${root}.dependency-cruiser.cjs`, '--output-type', 'json', 'apps', 'packages'],
      { cwd: fixture, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
  } catch (error) {
    output = error.stdout;
  }
  return JSON.parse(output)
    .summary.violations.filter((violation) => violation.rule.name !== 'no-unresolvable')
    .map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`)
    .sort();
}

test('every forbidden direction in the fixture is reported', () => {
  assert.deepEqual(violations(), [
    'api-feature-through-index: apps/api/src/features/alpha/service.ts → apps/api/src/features/beta/service.ts',
    // alpha and beta import each other's index: a cycle of features (no-circular sees the modules)
    'api-features-no-cycle: apps/api/src/features/alpha/index.ts → apps/api/src/features/beta/index.ts',
    'api-tables-reference-tables: apps/api/src/features/gamma/tables.ts → apps/api/src/features/beta/index.ts',
    'api-uses-domain-only: apps/api/src/uses-shell.ts → @arcana/app-shell',
    'domain-is-pure: packages/domain/src/uses-react.ts → react',
    'no-circular: apps/api/src/features/alpha/index.ts → apps/api/src/features/beta/index.ts',
    'realtime-never-draws: packages/realtime/src/draws.ts → @arcana/ui',
    'ui-never-fetches: packages/ui/src/fetches.ts → @arcana/api-client',
    'web-not-counselor: apps/web/src/imports-counselor.ts → apps/counselor/src/home.ts',
  ]);
});
