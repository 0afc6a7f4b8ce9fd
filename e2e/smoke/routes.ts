import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SmokeApp } from './addresses';
import { routeSeeds } from './route-seeds';

// Every route of an app, read from its generated route tree (src/routeTree.gen.ts, which the
// config regenerates with `tsr generate` before the run): a new route file is covered without
// editing the suite.

export type SmokeRoute = {
  app: SmokeApp;
  /** The route as the router knows it (`FileRoutesByTo`), e.g. /me/profile or /notices/$id. */
  route: string;
  /** The address the suite opens; undefined when a param route has no seed (the test fails). */
  path: string | undefined;
  /** Addresses of the personas who open a record of their own instead (route-seeds.ts). */
  byPersona: Partial<Record<string, string>>;
  /** A guard (requireUser / requireCounselor) sits on the route or one of its parents. */
  loginOnly: boolean;
  /** The not-found screen is the expected answer (the catch-all asked for an unknown page). */
  expectNotFound: boolean;
  /** The route files from the root down, for messages. */
  files: string[];
};

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const appRoot = (app: SmokeApp): string => join(repoRoot, 'apps', app);

const GUARD = /\brequire(?:User|Counselor)\b/;

function readSource(file: string): string {
  for (const candidate of [`${file}.tsx`, `${file}.ts`, file]) {
    if (existsSync(candidate)) return readFileSync(candidate, 'utf8');
  }
  throw new Error(`route file not found: ${file}`);
}

/** A route file guards its subtree when it uses a shell guard (import lines do not count). */
function usesGuard(source: string): boolean {
  const code = source.replace(/^import[\s\S]*?from\s+['"][^'"]+['"];?$/gm, '');
  return GUARD.test(code);
}

export function discoverRoutes(app: SmokeApp): SmokeRoute[] {
  const srcDir = join(appRoot(app), 'src');
  const generated = readFileSync(join(srcDir, 'routeTree.gen.ts'), 'utf8');

  const fileOf = new Map<string, string>();
  for (const [, name, file] of generated.matchAll(
    /import \{ Route as (\w+)Import \} from '(\.\/routes\/[^']+)'/g,
  )) {
    fileOf.set(`${name}`, join(srcDir, file as string));
  }
  const parentOf = new Map<string, string>();
  for (const [, name, parent] of generated.matchAll(
    /const (\w+) = \w+Import\.update\(\{[^}]*?getParentRoute: \(\) => (\w+),/g,
  )) {
    parentOf.set(name as string, (parent as string).replace(/Import$/, ''));
  }
  const byTo = generated.match(/export interface FileRoutesByTo \{([^}]*)\}/)?.[1];
  if (!byTo) throw new Error(`no FileRoutesByTo in ${app}'s routeTree.gen.ts`);

  const seeds = routeSeeds[app];
  return [...byTo.matchAll(/'([^']+)': typeof (\w+?)(?:WithChildren)?;/g)].map(
    ([, route, name]) => {
      const files: string[] = [];
      for (let at: string | undefined = name; at && at !== 'rootRoute'; at = parentOf.get(at)) {
        const file = fileOf.get(at);
        if (!file) throw new Error(`${app}: no import for ${at} in routeTree.gen.ts`);
        files.unshift(file);
      }
      const loginOnly = files.some((file) => usesGuard(readSource(file)));
      const hasParams = /\$/.test(route as string);
      const seed = seeds[route as string];
      return {
        app,
        route: route as string,
        path: hasParams ? seed?.path : (route as string),
        byPersona: seed?.byPersona ?? {},
        loginOnly,
        expectNotFound: seed?.expect === 'not-found',
        files: files.map((file) => file.slice(repoRoot.length)),
      };
    },
  );
}
