import { expect, test } from '@playwright/test';
import { bearer, joinFreshUser, signIn } from '../../support/accounts';
import { E2E } from '../../support/addresses';
import { orderOf, seededCounselor } from './counseling-purchase.helpers';

// Payments that do not happen (issue 9): a card the sandbox declines lands on /payment/fail with
// the provider's code and no session; a tampered amount on /payment/success is refused and says
// so. counselor01 and counselor08 (both ON) are this file's own counselors.

test('a declined card lands on /payment/fail with its code, a Korean reason and a retry, and no session', async ({
  page,
}) => {
  const buyer = await joinFreshUser(page.request, '거절 테스트');
  const counselor = await seededCounselor(page.request, 'counselor01', 'ON');
  const product = counselor.products[0];
  if (!product) throw new Error('counselor01 has no product');

  await signIn(page.context(), buyer.login);
  await page.goto(`/counseling/products/${product.id}/payment`);
  await expect(page.getByTestId('order-summary')).toContainText(product.name);
  // Keyboard only: the start types are one radio group (arrows), the agreements and the pay
  // button are reached with Tab and pressed with Space / Enter.
  await page.getByRole('radio', { name: /바로 상담/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /예약 상담/ })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: /바로 상담/ })).toBeChecked();
  const all = page.getByRole('checkbox', { name: '전체 동의' });
  await all.focus();
  await page.keyboard.press('Space');
  await expect(all).toBeChecked();
  const pay = page.getByTestId('pay-button');
  for (let presses = 0; presses < 6; presses += 1) {
    if (await pay.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(pay).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '테스트 결제' })).toBeVisible();
  await page.getByRole('button', { name: '카드 거절 (테스트)' }).click();

  await expect(page).toHaveURL(/\/payment\/fail\?.*code=REJECT_CARD_COMPANY/);
  await expect(page).toHaveTitle('결제 실패 | 아르카나');
  await expect(page.getByRole('heading', { name: '결제되지 않았어요' })).toBeVisible();
  await expect(page.getByTestId('payment-fail-reason')).toContainText(
    '카드사에서 결제를 거절했어요',
  );
  await expect(page.getByTestId('payment-fail-code')).toHaveText('REJECT_CARD_COMPANY');
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  const order = await orderOf(page.request, buyer.login, orderId);
  expect(order.status).toBe('FAILED');
  expect(order.sessionId).toBeNull();

  await page.getByRole('link', { name: '다시 결제하기' }).click();
  await expect(page).toHaveURL(new RegExp(`/counseling/products/${product.id}/payment$`));
  await expect(page.getByTestId('order-summary')).toContainText(product.name);
});

test('a success address with a tampered amount is refused: 결제되지 않았어요, nothing confirmed', async ({
  page,
}) => {
  const buyer = await joinFreshUser(page.request, '금액 변조');
  const counselor = await seededCounselor(page.request, 'counselor08', 'ON');
  const product = counselor.products[0];
  if (!product) throw new Error('counselor08 has no product');
  // The order and the sandbox's approval through the api; the browser then opens the success
  // address with another amount, as a tampering buyer would.
  const created = await page.request.post(`${E2E.api}/api/client/orders`, {
    headers: bearer(buyer.login),
    data: {
      productId: product.id,
      startType: 'IMMEDIATE',
      points: 0,
      agreements: { terms: true, refundPolicy: true, privacyThirdParty: true },
    },
  });
  expect(created.status()).toBe(201);
  const { checkout } = (await created.json()) as { checkout: { kind: string; url: string } };
  expect(checkout.kind).toBe('SANDBOX');
  const approved = await page.request.post(`${E2E.api}${checkout.url}`, {
    form: { action: 'approve' },
    maxRedirects: 0,
  });
  expect(approved.status()).toBe(303);
  const success = new URL(approved.headers().location ?? '', E2E.web);
  expect(success.searchParams.get('amount')).toBe(String(product.price));
  success.searchParams.set('amount', '100');

  await signIn(page.context(), buyer.login);
  await page.goto(success.pathname + success.search);

  await expect(page.getByRole('heading', { name: '결제되지 않았어요' })).toBeVisible();
  await expect(page.getByTestId('confirm-failure')).toHaveAttribute('data-code', 'AMOUNT_MISMATCH');
  await expect(page.getByTestId('confirm-failure')).toContainText('결제 금액이 주문 금액과 달라서');
  const orderId = success.searchParams.get('orderId') ?? '';
  expect((await orderOf(page.request, buyer.login, orderId)).sessionId).toBeNull();

  // The true amount still confirms: the refused try changed nothing.
  success.searchParams.set('amount', String(product.price));
  await page.goto(success.pathname + success.search);
  await expect(page.getByRole('heading', { name: '결제를 완료했어요' })).toBeVisible();
  expect((await orderOf(page.request, buyer.login, orderId)).status).toBe('PAID');
});
