// scripts/with-coturn.sh gives the tests a real TURN server on loopback in the credential mode
// production uses (PROVIDERS.md §10). The probe speaks STUN/TURN to it as a browser would: a
// Binding answers, an Allocate is challenged (401 with the realm), then granted a relayed address
// with a time-limited username and its HMAC password, and refused with a wrong password.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

test('with-coturn.sh runs a TURN server that grants a relay to REST credentials only', () => {
  const output = execFileSync(
    'bash',
    [`${root}scripts/with-coturn.sh`, 'node', `${root}scripts/fixtures/turn-probe.mjs`],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], timeout: 60_000 },
  );
  assert.deepEqual(JSON.parse(output.trim().split('\n').at(-1) ?? '{}'), {
    binding: { type: 0x0101, cookie: true },
    challenge: { errorCode: 401, realm: 'arcana' },
    allocate: { type: 0x0103, relayed: true },
    wrongPassword: { type: 0x0113, errorCode: 401 },
  });
});

test('with-coturn.sh passes on the exit code of its command and stops the server', () => {
  let status = 0;
  try {
    execFileSync('bash', [`${root}scripts/with-coturn.sh`, 'node', '-e', 'process.exit(3)'], {
      stdio: 'ignore',
      timeout: 60_000,
    });
  } catch (error) {
    status = error.status;
  }
  assert.equal(status, 3);
});
