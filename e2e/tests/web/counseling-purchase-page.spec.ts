import { expect, test } from '@playwright/test';
import { bearer, joinFreshUser, loginByApi, signIn } from '../../support/accounts';
import { E2E } from '../../support/addresses';
import {
  agreeToAll,
  approveInSandbox,
  orderOf,
  seededCounselor,
} from './counseling-purchase.helpers';

// The payment page itself (issue 9). Points (DESIGN "Orders and payments": 1 point = 1 won, part
// or all of a price): never more than the price or the balance; an order paid by points alone
// skips the checkout; part of it lowers what the card pays. The counselor's status stays live.
// counselor11 and counselor14 are this file's own counselors.

async function grantPoints(
  request: Parameters<typeof loginByApi>[0],
  userId: number,
  amount: number,
) {
  const admin = await loginByApi(request, 'demo-admin', 'demo1234!');
  const granted = await request.post(`${E2E.api}/api/admin/users/${userId}/points`, {
    headers: bearer(admin),
    data: { amount, memo: 'e2e 포인트' },
  });
  expect(granted.ok()).toBe(true);
}

test('points pay all of an order without a checkout, or part of it before the sandbox', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.addLocatorHandler(page.getByRole('button', { name: '알림 닫기' }), async (close) => {
    await close.click();
  });
  const buyer = await joinFreshUser(page.request, '포인트 테스트');
  const counselor = await seededCounselor(page.request, 'counselor11', 'ON');
  const product = [...counselor.products].sort((a, b) => a.price - b.price)[0];
  if (!product) throw new Error('counselor11 has no product');
  const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
  await grantPoints(page.request, buyer.login.user.id, product.price + 5_000);

  await signIn(page.context(), buyer.login);
  await page.goto(`/counseling/products/${product.id}/payment`);
  const points = page.getByLabel('사용할 포인트');
  await expect(
    page.getByText(`보유 ${(product.price + 5_000).toLocaleString('ko-KR')}P`),
  ).toBeVisible();

  // Typed more than the price: it stops at the price.
  await points.fill(String(product.price + 3_000));
  await expect(points).toHaveValue(product.price.toLocaleString('ko-KR'));
  await points.fill('1000');
  await expect(page.getByTestId('final-amount')).toHaveText(won(product.price - 1_000));

  // Part by points: the sandbox asks for the rest.
  await agreeToAll(page);
  await page.getByTestId('pay-button').click();
  await approveInSandbox(page, won(product.price - 1_000));
  await expect(page.getByRole('heading', { name: '결제를 완료했어요' })).toBeVisible();
  await expect(page.getByTestId('paid-order')).toContainText(won(1_000));

  // All by points: no checkout, straight to the paid order.
  await page.goto(`/counseling/products/${product.id}/payment`);
  await page.getByRole('button', { name: '모두 사용' }).click();
  await expect(points).toHaveValue(product.price.toLocaleString('ko-KR'));
  await expect(page.getByTestId('final-amount')).toHaveText('0원');
  await agreeToAll(page);
  await expect(page.getByTestId('pay-button')).toHaveText('포인트로 결제하기');
  await page.getByTestId('pay-button').click();
  await expect(page).toHaveURL(/\/payment\/success\?orderId=/);
  await expect(page.getByRole('heading', { name: '결제를 완료했어요' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  const order = await orderOf(page.request, buyer.login, orderId);
  expect(order.status).toBe('PAID');
  expect(order.amount).toBe(0);
});

test('the counselor’s status stays live on the payment page: 바로 상담 closes when they go away and opens again', async ({
  page,
}) => {
  const buyer = await joinFreshUser(page.request, '상태 테스트');
  const counselor = await seededCounselor(page.request, 'counselor14', 'ON');
  const product = counselor.products[0];
  if (!product) throw new Error('counselor14 has no product');

  await signIn(page.context(), buyer.login);
  await page.goto(`/counseling/products/${product.id}/payment`);
  const summary = page.getByTestId('order-summary');
  await expect(summary).toContainText('상담 가능');
  await expect(page.getByRole('radio', { name: /바로 상담/ })).toBeChecked();
  // The status stream is open before the change is made.
  await page.waitForTimeout(1_500);

  const status = (value: 'ON' | 'OFF') =>
    page.request.patch(`${E2E.api}/api/client/counselor/status`, {
      headers: bearer(counselor.login),
      data: { status: value },
    });
  expect((await status('OFF')).status()).toBe(200);
  await expect(summary).toContainText('부재중', { timeout: 5_000 });
  await expect(page.getByRole('radio', { name: /바로 상담/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /예약 상담/ })).toBeChecked();
  await expect(
    page.getByText('상담사가 지금 ‘부재중’ 상태라서 바로 상담할 수 없어요.'),
  ).toBeVisible();

  expect((await status('ON')).status()).toBe(200);
  await expect(summary).toContainText('상담 가능', { timeout: 5_000 });
  await expect(page.getByRole('radio', { name: /바로 상담/ })).toBeEnabled();
});
