import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { E2E } from './addresses';

// `pnpm admin` (the operator's command-line tool) run as a child process from the repository
// root against this suite's api, as an operator types it.

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export type Cli = { code: number; stdout: string; stderr: string };

/** `pnpm admin <args>`: its exit code (1 a refusal, 2 bad usage) and what it printed. */
export function admin(...args: string[]): Promise<Cli> {
  return new Promise((resolve) => {
    execFile(
      'pnpm',
      ['--silent', 'admin', ...args],
      { cwd: repoRoot, env: { ...process.env, API_URL: E2E.api }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout: String(stdout), stderr: String(stderr) });
      },
    );
  });
}

/** The text as a regular expression's literal part. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
