#!/usr/bin/env node
// One command for a newcomer: install what is missing, then run the api (PGlite, migrated and
// seeded on first start), the web app and the counselor app together until Ctrl+C.
// Only Node's own modules are used here, because node_modules may not exist yet.
import { execSync, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const PNPM_VERSION = '12.21.0';
const API = 'http://127.0.0.1:8787';

function hasPnpm() {
  try {
    return execSync('pnpm --version', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '';
  }
}

if (!hasPnpm()) {
  console.info(`pnpm ${PNPM_VERSION} is missing; installing it with npm...`);
  execSync(`npm install --global pnpm@${PNPM_VERSION}`, { stdio: 'inherit' });
}
execSync('pnpm install', { stdio: 'inherit' });

const colours = { api: 33, web: 32, counselor: 35 };
const children = Object.entries({
  api: ['--filter', '@arcana/api', 'dev'],
  web: ['--filter', '@arcana/web', 'dev'],
  counselor: ['--filter', '@arcana/counselor', 'dev'],
}).map(([name, args]) => {
  const child = spawn('pnpm', args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = `\x1b[${colours[name]}m${name.padEnd(9)}\x1b[0m │ `;
  const relay = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`${prefix + line}\n`);
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${name} stopped (exit ${code}); stopping the others.`);
      stop(code ?? 1);
    }
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // SIGTERM lets the api close PGlite cleanly so its data folder stays usable.
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

for (let attempt = 0; attempt < 240 && !stopping; attempt++) {
  try {
    const response = await fetch(`${API}/api/health`);
    if (response.ok) {
      const health = await response.json();
      console.info(
        [
          '',
          '  아르카나 is running',
          `  web        http://127.0.0.1:5173`,
          `  counselor  http://counselor.localhost:5174  (its own cookies; http://127.0.0.1:5174 also works)`,
          `  api        ${API}  (db: ${health.db})`,
          '  accounts   demo-user / demo1234!   demo-counselor / demo1234!',
          `  SMS codes  ${API}/api/dev/outbox`,
          '',
        ].join('\n'),
      );
      break;
    }
  } catch {
    // not up yet
  }
  await sleep(500);
}
