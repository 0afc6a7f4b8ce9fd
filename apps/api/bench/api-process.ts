// The api process a benchmark drives: src/server.ts through tsx (as `pnpm dev` runs it) on a
// free loopback port, so the load generator and the api are separate processes.

import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

/** Starts the api with these extra variables; resolves once it listens. */
export function startApi(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { HOST: '127.0.0.1', PORT: '0', PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Keep draining: a full pipe would block the api's request log and stall it.
  const keepTail = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stderr?.on('data', keepTail);
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      keepTail(chunk);
      const match = output.match(/api listening on http:\/\/127\.0\.0\.1:(\d+)/);
      if (match) {
        output = '';
        resolve({ child, port: Number(match[1]) });
      }
    });
    child.once('exit', (code) => reject(new Error(`api exited (${code}):\n${output}`)));
  });
}
