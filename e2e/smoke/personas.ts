import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { loginByApi, signIn } from '../support/accounts';
import { SMOKE } from './addresses';

// Who opens the pages: a guest and the two demo accounts the api seeds on a fresh data folder.
export const PERSONAS = ['guest', 'demo-user', 'demo-counselor'] as const;
export type Persona = (typeof PERSONAS)[number];

export const DEMO_PASSWORD = 'demo1234!';

/**
 * A context for the persona, logged in through the api (POST /api/auth/login) with the session
 * put where the app keeps it (accessToken cookie and `arcana.auth`) on both apps' origins.
 */
export async function personaContext(
  browser: Browser,
  request: APIRequestContext,
  persona: Persona,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width: 390, height: 844 },
  });
  if (persona !== 'guest') {
    const login = await loginByApi(request, persona, DEMO_PASSWORD, SMOKE.api);
    await signIn(context, login, SMOKE.web);
    await signIn(context, login, SMOKE.counselor);
  }
  return context;
}
