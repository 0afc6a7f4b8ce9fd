import { expect, test } from '@playwright/test';
import { joinFreshUser, signIn } from '../../support/accounts';
import { E2E } from '../../support/addresses';

// Issue 9 "Discovery": a partial Korean keyword and a filter find a counselor, whose profile,
// product and favourite follow; /me/favorites lists it. The seed gives 이안 the keyword 재회운 and
// the product 재회운 25분 채팅 (25 minutes, CHAT). The favourite is a fresh user's own.

test('a partial keyword and a filter find a counselor; profile, product, favourite, /me/favorites @desktop', async ({
  browser,
  request,
}) => {
  const account = await joinFreshUser(request, '상담 찾기');
  const context = await browser.newContext();
  await signIn(context, account.login, E2E.web);
  const page = await context.newPage();

  await page.goto(`${E2E.web}/counseling`);
  await page.getByRole('link', { name: '상담사 이름이나 고민 키워드로 찾기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '상담사 찾기' })).toBeVisible();

  // '회운' is a part of the keyword '재회운'.
  await page.getByRole('searchbox', { name: '상담사 이름이나 키워드' }).fill('회운');
  await expect(page).toHaveURL(/q=%ED%9A%8C%EC%9A%B4/);
  const card = page.getByTestId('counselor-card').filter({ hasText: '이안' });
  await expect(card).toBeVisible();
  await expect(card.getByText('#재회운')).toBeVisible();
  await expect(page.getByTestId('counselor-total')).toHaveText(/^\d+명$/);

  await page.getByRole('link', { name: '채팅 상담', exact: true }).click();
  await expect(page).toHaveURL(/type=CHAT/);
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByRole('link', { name: '채팅 상담', exact: true })).toHaveAttribute(
    'aria-current',
    /.+/,
  );
  await expect(card).toBeVisible();
  // The availability filter draws the SPEC colour with its words.
  await expect(page.getByRole('link', { name: '상담 가능', exact: true })).toBeVisible();

  await card.getByRole('link', { name: '이안' }).click();
  await expect(page).toHaveURL(/\/counseling\/counselors\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '이안' })).toBeVisible();
  await expect(page.getByTestId('counselor-status').first()).toHaveText(
    /상담 가능|부재중|다른 업무 중|상담 중/,
  );

  const favorite = page.getByTestId('counselor-favorite');
  await expect(favorite).toHaveAttribute('aria-pressed', 'false');
  await favorite.click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: '재회운 25분 채팅' }).click();
  await expect(page).toHaveURL(/\/counseling\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '재회운 25분 채팅' })).toBeVisible();
  await expect(page.getByTestId('product-duration')).toHaveText('25분');
  await expect(page.getByTestId('product-price')).toHaveText(/^\d{1,3}(,\d{3})*원$/);
  const productId = page.url().split('/').at(-1);
  await expect(page.getByTestId('buy-reservation')).toHaveAttribute(
    'href',
    `/counseling/products/${productId}/payment?startType=RESERVATION`,
  );

  await page.goto(`${E2E.web}/me/favorites`);
  const kept = page.getByTestId('counselor-card').filter({ hasText: '이안' });
  await expect(kept).toBeVisible();
  await kept.getByTestId('counselor-favorite').click();
  await expect(page.getByTestId('favorites-empty')).toBeVisible();
  await context.close();
});

test('a guest who presses ♥ goes to log in and comes back to the profile', async ({ page }) => {
  await page.goto('/counseling/counselors?q=%EC%9D%B4%EC%95%88');
  const card = page.getByTestId('counselor-card').filter({ hasText: '이안' });
  await card.getByRole('link', { name: '이안' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '이안' })).toBeVisible();
  const profilePath = new URL(page.url()).pathname;
  await page.getByTestId('counselor-favorite').click();
  await expect(page).toHaveURL(`/login?redirectUri=${encodeURIComponent(profilePath)}`);
});

test('a product shows 무제한 for a product without a clock', async ({ page }) => {
  await page.goto('/counseling/counselors?q=%EC%9D%B4%EC%95%88');
  await page
    .getByTestId('counselor-card')
    .filter({ hasText: '이안' })
    .getByRole('link', { name: '이안' })
    .click();
  await page.getByRole('link', { name: '무제한 재회 상담' }).click();
  await expect(page.getByTestId('product-duration')).toHaveText('무제한');
});
