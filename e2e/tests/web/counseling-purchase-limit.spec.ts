import { expect, test } from '@playwright/test';
import { joinFreshUser, signIn } from '../../support/accounts';
import { agreeToAll, seededCounselor } from './counseling-purchase.helpers';

// The monthly spending limit (issue 9, DESIGN "Orders and payments"): set on /me, lowering
// applies at once, raising after 24 hours; an order over it is refused before the checkout with
// the reason and the remaining amount. counselor06 (ON) is this file's own counselor.

test('a limit set on /me refuses an order over it with the reason and what is left; a raise waits 24 hours @desktop', async ({
  page,
}) => {
  const buyer = await joinFreshUser(page.request, '한도 테스트');
  const counselor = await seededCounselor(page.request, 'counselor06', 'ON');
  const product = counselor.products.find((item) => item.price > 10_000);
  if (!product) throw new Error('counselor06 has no product over 10,000원');

  await signIn(page.context(), buyer.login);
  await page.goto('/me');
  const section = page.getByTestId('spending-limit');
  await expect(section).toContainText('설정한 한도가 없어요');
  await expect(section).toContainText('낮추면 바로, 올리면 24시간 뒤에 적용돼요.');
  await section.getByRole('button', { name: '한도 정하기' }).click();
  await section.getByLabel('한 달 결제 한도').fill('10000');
  await section.getByRole('button', { name: '저장' }).click();
  await expect(section.getByTestId('limit-monthly')).toHaveText('10,000원');
  await expect(section.getByTestId('limit-remaining')).toHaveText('10,000원');

  await page.goto(`/counseling/products/${product.id}/payment`);
  await agreeToAll(page);
  await page.getByTestId('pay-button').click();
  const refusal = page.getByTestId('order-refusal');
  await expect(refusal).toHaveAttribute('data-code', 'SPENDING_LIMIT');
  await expect(refusal).toContainText('이번 달 결제 한도를 넘는 주문이에요.');
  await expect(refusal.getByTestId('limit-remaining')).toHaveText('이번 달 남은 한도: 10,000원');
  await expect(refusal).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/counseling/products/${product.id}/payment$`));

  // The way to the limit; raising it waits 24 hours and says from when.
  await refusal.getByRole('link', { name: '결제 한도 설정하기' }).click();
  await expect(page).toHaveURL(/\/me#spending-limit$/);
  await section.getByRole('button', { name: '한도 바꾸기' }).click();
  await section.getByLabel('한 달 결제 한도').fill('50000');
  await section.getByRole('button', { name: '저장' }).click();
  await expect(section.getByTestId('limit-pending')).toContainText('한도가 50,000원으로 올라가요.');
  await expect(section.getByTestId('limit-monthly')).toHaveText('10,000원');
});
