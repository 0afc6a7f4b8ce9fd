import { expect, test } from '@playwright/test';
import { bearer, joinFreshUser, signIn } from '../../support/accounts';
import { E2E } from '../../support/addresses';
import { agreeToAll, approveInSandbox, seededCounselor } from './counseling-purchase.helpers';

// A reservation of a free slot (issue 9): it appears in 예약 내역, the slot is gone for the next
// buyer (on the calendar and at the api: 409 SLOT_TAKEN), and a cancel under the 1-hour rule
// shows the refund. counselor04 (open every day) is this file's own counselor.

test('a reserved slot shows in 예약 내역, is gone for the next buyer, and its cancel shows the refund', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  // The PAYMENT notification is a modal (SPEC §4); close it whenever it comes.
  await page.addLocatorHandler(page.getByRole('button', { name: '알림 닫기' }), async (close) => {
    await close.click();
  });
  const first = await joinFreshUser(page.request, '예약 테스트');
  const counselor = await seededCounselor(page.request, 'counselor04');
  const product = counselor.products.find((item) => item.durationMinutes !== null);
  expect(product).toBeDefined();
  if (!product) return;
  const price = `${product.price.toLocaleString('ko-KR')}원`;

  await signIn(page.context(), first.login);
  await page.goto(`/counseling/products/${product.id}/payment?startType=RESERVATION`);
  await expect(page.getByRole('radio', { name: /예약 상담/ })).toBeChecked();
  await expect(page.getByTestId('pay-button')).toBeDisabled();
  await expect(page.getByText('예약 시간을 먼저 골라 주세요.')).toBeVisible();

  // The first free time of the first open day.
  const firstTime = page.getByTestId('slot-day').getByRole('radio').first();
  await expect(firstTime).toBeVisible();
  const slotStart = (await firstTime.getAttribute('value')) ?? '';
  expect(slotStart).not.toBe('');
  await firstTime.check();
  await expect(page.getByTestId('picked-slot')).toContainText('예약');
  await expect(page).toHaveURL(/[?&]slot=/);
  await agreeToAll(page);
  await page.getByTestId('pay-button').click();
  await approveInSandbox(page, price);

  await expect(page.getByRole('heading', { name: '결제를 완료했어요' })).toBeVisible();
  await expect(page.getByTestId('next-step')).toContainText('상담사가 수락하면 알려 드려요');
  const slotText = (await page.getByTestId('paid-slot').textContent()) ?? '';
  expect(slotText).toMatch(/^\d{1,2}월 \d{1,2}일 \([월화수목금토일]\) 오[전후] \d{1,2}:\d{2}$/);

  // 예약 내역: the reservation, waiting for the counselor, with its time and the cancel rule.
  await page.getByRole('link', { name: '예약 내역 보기' }).click();
  await expect(page).toHaveURL(/\/me\/counseling\/reservations$/);
  await expect(page).toHaveTitle('예약 내역 | 아르카나');
  await expect(page.getByTestId('cancel-rule')).toContainText(
    '예약 시작 1시간 전까지 무료로 취소할 수 있어요',
  );
  const card = page.locator('article[data-session-id]').first();
  await expect(card).toContainText('예약 대기');
  await expect(card).toContainText(product.name);
  await expect(card.getByTestId('reservation-time')).toHaveText(slotText);
  await expect(card).toContainText(price);

  // The next buyer: the slot is not offered, and the api refuses it.
  const second = await joinFreshUser(page.request, '다음 구매자');
  const otherContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signIn(otherContext, second.login);
  const other = await otherContext.newPage();
  await other.goto(
    `/counseling/products/${product.id}/payment?startType=RESERVATION&slot=${encodeURIComponent(slotStart)}`,
  );
  await expect(other.getByTestId('slot-day').getByRole('radio').first()).toBeVisible();
  await expect(other.locator(`input[type="radio"][value="${slotStart}"]`)).toHaveCount(0);
  await expect(other.getByTestId('picked-slot')).toHaveText('예약할 시간을 골라 주세요.');
  const refused = await other.request.post(`${E2E.api}/api/client/orders`, {
    headers: bearer(second.login),
    data: {
      productId: product.id,
      startType: 'RESERVATION',
      slotStart,
      points: 0,
      agreements: { terms: true, refundPolicy: true, privacyThirdParty: true },
    },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).code).toBe('SLOT_TAKEN');
  await otherContext.close();

  // The cancel: a confirm dialog naming the refund, then the refund on the card.
  await card.getByRole('button', { name: '예약 취소' }).click();
  const dialog = page.getByRole('dialog', { name: '예약을 취소할까요?' });
  await expect(dialog).toContainText(`${price} 모두 돌려받아요`);
  await dialog.getByRole('button', { name: '예약 취소하기' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: '지난 예약' }).click();
  await expect(page).toHaveURL(/[?&]tab=PAST/);
  const cancelled = page.locator('article[data-session-id]').first();
  await expect(cancelled).toContainText('고객 취소');
  await expect(cancelled.getByTestId('reservation-refund')).toContainText(`${price} 환불 완료`);
});

test('a slot sold while the page is open is refused in place with SLOT_TAKEN, and the calendar lets it go', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const late = await joinFreshUser(page.request, '늦은 구매자');
  const early = await joinFreshUser(page.request, '빠른 구매자');
  const counselor = await seededCounselor(page.request, 'counselor12');
  const product = counselor.products[0];
  if (!product) throw new Error('counselor12 has no product');

  await signIn(page.context(), late.login);
  await page.goto(`/counseling/products/${product.id}/payment?startType=RESERVATION`);
  const firstTime = page.getByTestId('slot-day').getByRole('radio').first();
  await expect(firstTime).toBeVisible();
  const slotStart = (await firstTime.getAttribute('value')) ?? '';
  await firstTime.check();
  await agreeToAll(page);

  // Someone else buys that very slot first (through the api).
  const sold = await page.request.post(`${E2E.api}/api/client/orders`, {
    headers: bearer(early.login),
    data: {
      productId: product.id,
      startType: 'RESERVATION',
      slotStart,
      points: 0,
      agreements: { terms: true, refundPolicy: true, privacyThirdParty: true },
    },
  });
  expect(sold.status()).toBe(201);

  await page.getByTestId('pay-button').click();
  const refusal = page.getByTestId('order-refusal');
  await expect(refusal).toHaveAttribute('data-code', 'SLOT_TAKEN');
  await expect(refusal).toContainText('방금 다른 분이 이 시간을 예약했어요');
  await expect(page).toHaveURL(new RegExp(`/counseling/products/${product.id}/payment`));
  await expect(page.getByTestId('picked-slot')).toHaveText('예약할 시간을 골라 주세요.');
  await expect(page.locator(`input[type="radio"][value="${slotStart}"]`)).toHaveCount(0);
  await expect(page.getByTestId('pay-button')).toBeDisabled();
});
