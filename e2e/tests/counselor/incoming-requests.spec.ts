import { expect, test } from '@playwright/test';
import { bearer, joinFreshUser, loginByApi, signIn } from '../../support/accounts';
import { E2E } from '../../support/addresses';
import { agreeToAll, approveInSandbox, seededCounselor } from '../web/counseling-purchase.helpers';

// DESIGN "Incoming requests" (issue 11): while a counselor works on another page (상담 상품
// 관리), a user buys its IMMEDIATE product; the request shows in the panel with the time left of
// its 2 minutes, and the counselor accepts it and goes into the room. A seeded counselor no other
// spec uses (counselor19), not demo-counselor: specs running beside this one on demo-counselor's
// pages would meet the request's panel and then the accepted session's alert.

test('an IMMEDIATE request shows in the panel on another page and is accepted in time', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const seeded = await seededCounselor(request, 'counselor19', 'ON');
  const counselor = seeded.login;
  const product = seeded.products.find((each) => each.durationMinutes !== null);
  if (!product) throw new Error('counselor19 sells no timed product');

  const counselorContext = await browser.newContext();
  await signIn(counselorContext, counselor, E2E.counselor);
  const office = await counselorContext.newPage();
  await office.goto(`${E2E.counselor}/counselor/products`);
  await expect(office.getByRole('heading', { level: 1 })).toHaveText('상담 상품 관리');

  const buyerName = `요청${Date.now() % 100_000}`;
  const buyer = await joinFreshUser(request, buyerName);
  const userContext = await browser.newContext();
  await signIn(userContext, buyer.login);
  const page = await userContext.newPage();
  await page.goto(`${E2E.web}/counseling/products/${product.id}/payment?startType=IMMEDIATE`);
  await agreeToAll(page);
  const price = `${product.price.toLocaleString('ko-KR')}원`;
  await page.getByTestId('pay-button').click();
  await approveInSandbox(page, price);
  await expect(page.getByRole('heading', { name: '결제를 완료했어요' })).toBeVisible();

  // The panel over 상담 상품 관리: who, what, and the time left under 2:00.
  const panel = office.getByRole('region', { name: /새 상담 요청 \d+건/ });
  await expect(panel).toBeVisible({ timeout: 15_000 });
  const card = panel.getByRole('listitem', { name: `${buyerName}님` });
  await expect(card).toBeVisible();
  await expect(card).toContainText(product.name);
  await expect(card).toContainText(price);
  const timer = card.getByRole('timer');
  await expect(timer).toHaveText(/^[01]:[0-5]\d$/);
  await expect(office.getByRole('heading', { level: 1 })).toHaveText('상담 상품 관리');

  await card.getByRole('button', { name: '수락' }).click();
  await expect(office.getByText(`${buyerName}님의 상담을 수락했어요`)).toBeVisible();
  await expect(panel.getByRole('listitem', { name: `${buyerName}님` })).toHaveCount(0);
  // The panel offers its way in at once; the accepted session may also raise the root-level
  // active-session alert, a modal over the panel with its own way in. The counselor takes
  // whichever is in front.
  const alertLink = office
    .locator('[data-active-session-id]')
    .getByRole('link', { name: '상담방으로 가기' });
  // Without a pending request the panel is named 들어온 상담 요청, no longer 새 상담 요청 N건.
  const panelLink = office
    .getByRole('region', { name: /상담 요청/ })
    .getByRole('link', { name: '상담실 입장' });
  await expect(async () => {
    if (await alertLink.isVisible()) await alertLink.click({ timeout: 2_000 });
    else await panelLink.click({ timeout: 2_000 });
    await expect(office).toHaveURL(/\/counseling\/sessions\/\d+\?senderType=COUNSELOR$/, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  const sessionId = new URL(office.url()).pathname.split('/')[3];

  // Free the counselor again for the next run: the operator's cancel ends the session whatever
  // step it reached (the room may already have counted the counselor in).
  const admin = await loginByApi(request, 'demo-admin', 'demo1234!');
  const cancelled = await request.post(`${E2E.api}/api/admin/sessions/${sessionId}/cancel`, {
    headers: bearer(admin),
  });
  expect(cancelled.status()).toBe(200);

  await counselorContext.close();
  await userContext.close();
});
