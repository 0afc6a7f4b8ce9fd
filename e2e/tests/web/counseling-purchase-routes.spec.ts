import { expect, type Page, test } from '@playwright/test';
import { joinFreshUser, signIn } from '../../support/accounts';

// The payment routes' addresses (issue 9): an id of the wrong shape is the SPEC 404 before any
// call; a well-formed id that names no product is the not-found page too. Each address written out.

const MALFORMED = [
  '/counseling/products/abc/payment',
  '/counseling/products/0/payment',
  '/counseling/products/1.5/payment/success',
  '/counseling/products/-1/payment/fail',
  '/counseling/products/x1/payment/success?paymentKey=a&orderId=abcdef&amount=1000',
] as const;

async function expectNotFound(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-error-screen]'), path).toHaveAttribute(
    'data-error-screen',
    '404',
  );
  await expect(page.getByText('페이지를 찾을 수 없어요').first()).toBeVisible();
}

test('a malformed product id on the payment, success and fail pages is the not-found page, before any order call', async ({
  page,
}) => {
  const buyer = await joinFreshUser(page.request, '주소 테스트');
  await signIn(page.context(), buyer.login);
  const orderCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/(client\/orders|client\/payments|public\/products)/.test(pathname)) {
      orderCalls.push(pathname);
    }
  });
  for (const path of MALFORMED) await expectNotFound(page, path);
  expect(orderCalls).toEqual([]);
});

test('a product that does not exist is the not-found page on /payment', async ({ page }) => {
  const buyer = await joinFreshUser(page.request, '없는 상품');
  await signIn(page.context(), buyer.login);
  await expectNotFound(page, '/counseling/products/99999999/payment');
});

test('/payment/fail explains an unknown code with the provider’s Korean message and keeps the code', async ({
  page,
}) => {
  await page.goto(
    `/counseling/products/1/payment/fail?code=SOMETHING_NEW&message=${encodeURIComponent('결제 한도를 초과했습니다.')}&orderId=order_123`,
  );
  await expect(page).toHaveTitle('결제 실패 | 아르카나');
  await expect(page.getByTestId('payment-fail-reason')).toContainText('결제 한도를 초과했습니다.');
  await expect(page.getByTestId('payment-fail-code')).toHaveText('SOMETHING_NEW');
  await page.goto('/counseling/products/1/payment/fail?code=PAY_PROCESS_CANCELED&message=cancel');
  await expect(page.getByTestId('payment-fail-reason')).toContainText('결제를 취소했어요.');
  await expect(page.getByTestId('payment-fail-reason')).not.toContainText('cancel');
});
