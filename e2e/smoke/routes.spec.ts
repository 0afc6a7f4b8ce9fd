import { type BrowserContext, test as base, expect } from '@playwright/test';
import { appOrigin, type SmokeApp } from './addresses';
import { demoReviewId } from './demo-review';
import { demoSessionId } from './demo-session';
import { settledState, TITLE_SUFFIX } from './page-state';
import { PERSONAS, type Persona, personaContext } from './personas';
import { DEMO_REVIEW, DEMO_SESSION, routeSeeds } from './route-seeds';
import { discoverRoutes, type SmokeRoute } from './routes';

// Every route of both route trees, opened directly (a full page load) as each persona, against
// the development servers. A page fails on: the shell's error screen (or its not-found screen on
// a route that exists), a title not ending in "| 아르카나", any uncaught page error, and (guests on
// a login-only route) not landing on /login?redirectUri=<the path>. In-page error states (a
// result page opened without its parameters) are fine: they are not the shell's error screen.

const APPS: SmokeApp[] = ['web', 'counselor'];
const routes = APPS.flatMap(discoverRoutes);

// One browser per worker (Playwright's), one context per persona per worker; the demo session
// the session pages open, found (or made) once per worker.
const test = base.extend<
  object,
  { personas: Record<Persona, BrowserContext>; demoSession: number; demoReview: number }
>({
  demoReview: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext();
      await use(await demoReviewId(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  demoSession: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext();
      await use(await demoSessionId(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  personas: [
    async ({ browser, playwright }, use) => {
      const request = await playwright.request.newContext();
      const contexts = {} as Record<Persona, BrowserContext>;
      for (const persona of PERSONAS) {
        contexts[persona] = await personaContext(browser, request, persona);
      }
      await use(contexts);
      for (const context of Object.values(contexts)) await context.close();
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

test('the route trees were read: both apps, their home, login and guarded routes', () => {
  for (const app of APPS) {
    const ofApp = routes.filter((route) => route.app === app);
    expect(ofApp.map((route) => route.route)).toEqual(expect.arrayContaining(['/', '/login']));
    expect(
      ofApp.some((route) => route.loginOnly),
      `${app} has login-only routes`,
    ).toBe(true);
  }
});

test('every seed names a route that exists', () => {
  for (const app of APPS) {
    const known = new Set(routes.filter((route) => route.app === app).map((route) => route.route));
    const stale = Object.keys(routeSeeds[app]).filter((route) => !known.has(route));
    expect(stale, `${app}: seeds in e2e/smoke/route-seeds.ts for routes that are gone`).toEqual([]);
  }
});

function describeRoute(route: SmokeRoute): string {
  return `${route.route}${route.path && route.path !== route.route ? ` (${route.path})` : ''}`;
}

/**
 * What is wrong with the route as this persona sees it, each problem a sentence; [] when the
 * page is fine. The three personas of a route open their pages side by side, so their waits for
 * a settled page overlap instead of adding up.
 */
async function problemsAs(
  context: BrowserContext,
  route: SmokeRoute,
  path: string,
  persona: Persona,
): Promise<string[]> {
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? String(error)));
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const problems: string[] = [];
  try {
    await page.goto(`${appOrigin(route.app)}${path}`);
    const guestRedirect = route.loginOnly && persona === 'guest';
    const state = await settledState(page, guestRedirect ? { landOn: '/login' } : {});
    const at = new URL(state.href);
    const where = `${route.app} ${path} as ${persona} (files: ${route.files.join(', ')})`;

    for (const error of pageErrors) problems.push(`uncaught page error on ${where}: ${error}`);

    if (guestRedirect) {
      if (at.pathname !== '/login') {
        problems.push(`a guest on login-only ${where} goes to the login page, not ${at.pathname}`);
      } else if (at.searchParams.get('redirectUri') !== path) {
        problems.push(`redirectUri back to ${path} on ${where}, got ${at.search}`);
      }
    } else if (route.loginOnly && at.pathname === '/login') {
      problems.push(`${persona} stays on login-only ${where}, but landed on the login page`);
    }

    if (route.expectNotFound) {
      if (state.errorScreen !== '404') problems.push(`the not-found screen for ${where}`);
    } else if (state.errorScreen === '404') {
      problems.push(`the not-found screen on ${where}, a route that exists`);
    } else if (state.errorScreen !== null) {
      problems.push(
        `the error screen (${state.errorScreen}) on ${where}: ${state.errorDetail ?? ''}`,
      );
    }

    if (!state.title.endsWith(TITLE_SUFFIX)) problems.push(`title "${state.title}" of ${where}`);
    // Development React and the shell report what went wrong here (today there is nothing).
    for (const error of consoleErrors) problems.push(`console error on ${where}: ${error}`);
  } finally {
    await page.close();
  }
  return problems;
}

for (const route of routes) {
  test(`${route.app} ${describeRoute(route)} as ${PERSONAS.join(', ')}`, async ({
    personas,
    demoSession,
    demoReview,
  }) => {
    const fill = (address: string) =>
      address.replace(DEMO_SESSION, String(demoSession)).replace(DEMO_REVIEW, String(demoReview));
    const path = route.path === undefined ? undefined : fill(route.path);
    if (path === undefined) {
      throw new Error(
        `${route.app} route ${route.route} has params but no seeded value: map it in ` +
          'e2e/smoke/route-seeds.ts (and seed the data it needs).',
      );
    }
    const problems = await Promise.all(
      PERSONAS.map((persona) =>
        problemsAs(personas[persona], route, fill(route.byPersona[persona] ?? path), persona),
      ),
    );
    expect(problems.flat()).toEqual([]);
  });
}
