// The api's TURN adapter (apps/api/src/providers/turn) against a real coturn in the mode
// production uses (PROVIDERS.md §10): the username and credential it hands a caller get a
// relayed address, and a wrong password for that username is refused.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

test("the api's TURN REST credentials are granted a relay by coturn", () => {
  const output = execFileSync(
    'bash',
    [
      `${root}scripts/with-coturn.sh`,
      `${root}apps/api/node_modules/.bin/tsx`,
      `${root}scripts/fixtures/turn-adapter-probe.ts`,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], timeout: 60_000 },
  );
  const [probe, issued] = output
    .trim()
    .split('\n')
    .slice(-2)
    .map((line) => JSON.parse(line));
  assert.match(issued.username, /^\d{10}:42$/);
  assert.deepEqual(probe, {
    binding: { type: 0x0101, cookie: true },
    challenge: { errorCode: 401, realm: 'arcana' },
    allocate: { type: 0x0103, relayed: true },
    wrongPassword: { type: 0x0113, errorCode: 401 },
  });
});
