import { expect, type Page, test } from '@playwright/test';
import { joinFreshUser, signIn } from '../../support/accounts';
import { E2E } from '../../support/addresses';

// Issue 8: an id param of the wrong shape on any AI, sharing or tarot deck route gives the SPEC
// 404 (the route validity check), before any data is asked for. Each address is written out.

const MALFORMED_IDS = [
  '/ai/abc',
  '/ai/0',
  '/ai/1.5/tarot',
  '/ai/-1/articles',
  '/ai/x1/chat',
  '/ai/simple-tarots/abc',
  '/ai/articles/abc/details',
  '/ai/articles/007x/media',
  '/tarot-decks/abc/details',
  '/tarot-decks/suits/0',
  '/tarot-decks/cards/99999999999999999999',
  '/shared/not-a-share-id',
  '/shared/91I-fJCwsfwG7bP7xBB7p',
  '/dialogs/share-response/short',
] as const;

async function expectNotFound(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-error-screen]'), path).toHaveAttribute(
    'data-error-screen',
    '404',
  );
  await expect(page.getByText('페이지를 찾을 수 없어요').first()).toBeVisible();
}

test('every AI, sharing and deck route answers a malformed id with the not-found page', async ({
  page,
}) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/api\/(public|client)\/(ai|shares|tarot-decks)/.test(url.pathname)) {
      apiCalls.push(url.pathname);
    }
  });
  for (const path of MALFORMED_IDS) await expectNotFound(page, path);
  // The check runs before the loaders: none of these pages asked the api for anything.
  expect(apiCalls).toEqual([]);
});

test('a logged-in user gets the not-found page for a malformed reading id', async ({
  browser,
  request,
}) => {
  const account = await joinFreshUser(request, '주소 확인');
  const context = await browser.newContext();
  await signIn(context, account.login, E2E.web);
  const page = await context.newPage();
  await expectNotFound(page, `${E2E.web}/me/ai/abc`);
  await expectNotFound(page, `${E2E.web}/me/ai/0`);
  await context.close();
});
