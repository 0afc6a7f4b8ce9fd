import type { Page } from '@playwright/test';

export const TITLE_SUFFIX = '| 아르카나';

/** What the suite judges a page by, once it has settled. */
export type PageState = {
  href: string;
  title: string;
  /** `data-error-screen` of the shell's ErrorScreen (its status), null when none is shown. */
  errorScreen: string | null;
  /** The error screen's details (its stack), for the failure message. */
  errorDetail: string | null;
  /** Characters of text in #root: it stops changing once the page has loaded its data. */
  textLength: number;
};

async function readState(page: Page): Promise<PageState | null> {
  try {
    return await page
      .evaluate(() => ({
        href: location.href,
        title: document.title,
        errorScreen:
          document.querySelector('[data-error-screen]')?.getAttribute('data-error-screen') ?? null,
        errorDetail:
          document.querySelector('[data-error-screen] pre')?.textContent?.slice(0, 300) ?? null,
        textLength: document.getElementById('root')?.textContent?.length ?? 0,
        ready: document.readyState === 'complete',
      }))
      .then(({ ready, ...state }) => (ready ? state : null));
  } catch {
    // Navigating (a redirect, or Vite reloading the page): not settled.
    return null;
  }
}

const same = (a: PageState | null, b: PageState | null) =>
  a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);

/**
 * Waits until the page has finished: it shows a title of its own (ending in the product name) or
 * the error screen, and, when `landOn` is given, it is on that path (a guard's redirect); then
 * until nothing changes (address, title, error screen, amount of text) for `quietMs`, so data
 * loading, a late error and a development reload all show before the checks. After `timeoutMs`
 * it gives the last state it saw, and the checks say what is wrong with it.
 */
export async function settledState(
  page: Page,
  {
    landOn,
    quietMs = 500,
    timeoutMs = 20_000,
    pollMs = 100,
  }: { landOn?: string; quietMs?: number; timeoutMs?: number; pollMs?: number } = {},
): Promise<PageState> {
  const deadline = Date.now() + timeoutMs;
  const finished = (state: PageState) =>
    (state.title.endsWith(TITLE_SUFFIX) || state.errorScreen !== null) &&
    (landOn === undefined || new URL(state.href).pathname === landOn);
  let last: PageState | null = null;
  let since = Date.now();
  while (Date.now() < deadline) {
    const state = await readState(page);
    if (!same(state, last)) {
      last = state;
      since = Date.now();
    } else if (last && finished(last) && Date.now() - since >= quietMs) {
      return last;
    }
    await page.waitForTimeout(pollMs);
  }
  return (
    last ?? {
      href: page.url(),
      title: await page.title(),
      errorScreen: null,
      errorDetail: null,
      textLength: 0,
    }
  );
}
