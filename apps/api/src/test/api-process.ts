import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// A real api process for the tests that need several (src/server.ts through tsx, like
// `pnpm dev`) on a free loopback port; resolves once it listens.

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

export type ApiProcess = { child: ChildProcess; port: number; base: string; output: () => string };

export function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { HOST: '127.0.0.1', PORT: '0', PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/api listening on http:\/\/127\.0\.0\.1:(\d+)/);
      if (match) {
        child.stdout?.off('data', onData);
        child.stdout?.on('data', (more: Buffer) => {
          output += more.toString();
        });
        const port = Number(match[1]);
        resolve({ child, port, base: `http://127.0.0.1:${port}`, output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('close', (code) => reject(new Error(`api exited early (${code}):\n${output}`)));
  });
}

/** Sends `signal` and resolves with the exit code (at once when it has already exited). */
export function stopApiProcess(
  running: ApiProcess,
  signal: NodeJS.Signals,
): Promise<number | null> {
  if (running.child.exitCode !== null) return Promise.resolve(running.child.exitCode);
  return new Promise((resolve) => {
    running.child.once('exit', (code) => resolve(code));
    running.child.kill(signal);
  });
}
