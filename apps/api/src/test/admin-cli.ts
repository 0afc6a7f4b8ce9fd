import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';

// `pnpm admin …` (scripts/admin.mjs) as the root script runs it, against an app served on a
// real port: the tests of the admin commands read its stdout, stderr and exit code.

const script = fileURLToPath(new URL('../../../../scripts/admin.mjs', import.meta.url));
const run = promisify(execFile);

export type CliResult = { code: number; stdout: string; stderr: string };

/** Serves `app` on a free port; `cli(args, env)` runs the admin script against it. */
export async function adminCli(app: { fetch: (request: Request) => Response | Promise<Response> }) {
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiUrl,
    async cli(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
      try {
        const { stdout, stderr } = await run(process.execPath, [script, ...args], {
          env: { PATH: process.env.PATH ?? '', API_URL: apiUrl, ...env },
        });
        return { code: 0, stdout, stderr };
      } catch (error) {
        const failed = error as { code: number; stdout: string; stderr: string };
        return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
