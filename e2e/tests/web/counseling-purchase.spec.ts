import { expect, test } from '@playwright/test';
import { joinFreshUser, signIn } from '../../support/accounts';
import { E2E } from '../../support/addresses';
import {
  listRows,
  notificationToasts,
  unreadBell,
  waitForStream,
} from '../../support/notifications';
import {
  agreeToAll,
  approveInSandbox,
  orderOf,
  seededCounselor,
} from './counseling-purchase.helpers';

// Issue 9 "Done means": a guest finds a counselor by a partial Korean keyword and a filter, opens
// a product, logs in from the payment page and comes back to it, pays through the sandbox, and a
// second context logged into the counselor app receives SESSION_REQUESTED live (SPEC §4: neither
// modal nor toast; the list and the unread count move without a reload). counselor02 (이안,
// keyword 재회운) is this file's own counselor.

test('a guest finds 이안 by “회” and 채팅 상담, logs in from the payment page, pays in the sandbox, and the counselor app hears SESSION_REQUESTED live', async ({
  page,
  browser,
}) => {
  const buyer = await joinFreshUser(page.request, '구매 테스트');
  const counselor = await seededCounselor(page.request, 'counselor02', 'ON');
  const product = counselor.products.find((item) => item.counselingType === 'CHAT');
  expect(product).toBeDefined();
  if (!product) return;

  // The counselor app in a second context, on its notification list.
  const counselorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await signIn(counselorContext, counselor.login, E2E.counselor);
  const counselorPage = await counselorContext.newPage();
  await counselorPage.goto(`${E2E.counselor}/counselor/notifications`);
  await waitForStream(counselorPage, counselor.login, 'COUNSELOR');
  const bell = unreadBell(counselorPage);
  await expect(bell).toHaveAttribute('data-unread-count', /\d+/);
  const unreadBefore = Number(await bell.getAttribute('data-unread-count'));
  const requestsBefore = await listRows(counselorPage).filter({ hasText: '상담 요청' }).count();

  // A guest searches with part of the keyword 재회운 and narrows to chat counseling.
  await page.goto('/counseling/counselors');
  await page.getByRole('searchbox').fill('회');
  await expect(page).toHaveURL(/[?&]q=/);
  await page.getByRole('link', { name: '채팅 상담', exact: true }).click();
  await expect(page).toHaveURL(/[?&]type=CHAT/);
  await page.getByRole('link', { name: /이안/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/counseling/counselors/${counselor.counselorId}$`));
  await page.locator(`a[href="/counseling/products/${product.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/counseling/products/${product.id}$`));

  // The payment page needs a login: to /login with this exact URL (query included) and back.
  await page.getByTestId('buy-immediate').click();
  const paymentPath = `/counseling/products/${product.id}/payment?startType=IMMEDIATE`;
  await expect(page).toHaveURL(`${E2E.web}/login?redirectUri=${encodeURIComponent(paymentPath)}`);
  await page.getByLabel('아이디').fill(buyer.username);
  await page.getByLabel('비밀번호').fill(buyer.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(`${E2E.web}${paymentPath}`);
  await expect(page).toHaveTitle('결제하기 | 아르카나');

  const summary = page.getByTestId('order-summary');
  await expect(summary).toContainText(product.name);
  await expect(summary).toContainText('이안 상담사');
  await expect(summary).toContainText('상담 가능');
  const price = `${product.price.toLocaleString('ko-KR')}원`;
  await expect(summary).toContainText(price);
  await expect(page.getByRole('radio', { name: /바로 상담/ })).toBeChecked();
  await expect(page.getByTestId('final-amount')).toHaveText(price);

  // Nothing to pay with before the agreements.
  const pay = page.getByTestId('pay-button');
  await expect(pay).toBeDisabled();
  await agreeToAll(page);
  await expect(pay).toHaveText(`${price} 결제하기`);
  await pay.click();

  await approveInSandbox(page, price);
  await expect(page).toHaveURL(
    new RegExp(`/counseling/products/${product.id}/payment/success\\?.*paymentKey=`),
  );
  await expect(page.getByRole('heading', { name: '결제를 완료했어요' })).toBeVisible();
  await expect(page.getByTestId('next-step')).toContainText(
    '상담사가 2분 안에 수락하면 알려 드려요',
  );
  await expect(page.getByTestId('paid-order')).toContainText(product.name);
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  const paid = await orderOf(page.request, buyer.login, orderId);
  expect(paid.status).toBe('PAID');
  expect(paid.sessionId).not.toBeNull();

  // The counselor app: the request lands in the open list and the count, with no modal or toast.
  await expect(listRows(counselorPage).filter({ hasText: '상담 요청' })).toHaveCount(
    requestsBefore + 1,
    { timeout: 10_000 },
  );
  await expect(bell).toHaveAttribute('data-unread-count', String(unreadBefore + 1));
  await expect(counselorPage.getByRole('dialog')).toHaveCount(0);
  await expect(notificationToasts(counselorPage)).toHaveCount(0);

  // A reload confirms again and shows the same result: one payment, one session.
  await page.reload();
  await expect(page.getByRole('heading', { name: '결제를 완료했어요' })).toBeVisible();
  const again = await orderOf(page.request, buyer.login, orderId);
  expect(again.sessionId).toBe(paid.sessionId);
  await counselorPage.waitForTimeout(1_000);
  await expect(listRows(counselorPage).filter({ hasText: '상담 요청' })).toHaveCount(
    requestsBefore + 1,
  );

  await counselorContext.close();
});
