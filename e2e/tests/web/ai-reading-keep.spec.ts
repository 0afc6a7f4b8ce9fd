import { expect, test } from '@playwright/test';
import { joinFreshUser } from '../../support/accounts';
import { drawOneCard } from '../../support/readings';

// A guest's reading is kept by logging in right after it (issue 8 "History"): the page keeps
// it on return, says so, opens it, and it is in /me/ai/list.

const QUESTION = '새로 시작한 공부를 계속해도 될까요?';

test('a guest logs in after a reading and finds it kept in my readings', async ({
  page,
  request,
}) => {
  const account = await joinFreshUser(request, '기록 테스트');

  await drawOneCard(page, { character: 4, card: 42, question: QUESTION });
  const card = await page.getByTestId('card-name').innerText();

  await page.getByRole('button', { name: '로그인하고 기록 남기기' }).click();
  await expect(page).toHaveURL(/\/login\?redirectUri=%2Fai%2F4%2Ftarot/);
  await page.getByLabel('아이디').fill(account.username);
  await page.getByLabel('비밀번호').fill(account.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();

  // Back on the tarot page the reading is kept, then opened where kept readings live.
  await expect(page.getByText('리딩을 나의 타로 기록에 남겼어요.')).toBeVisible();
  await expect(page).toHaveURL(/\/me\/ai\/\d+$/);
  await expect(page.getByTestId('reading-answer')).toContainText(card);

  await page.goto('/me/ai/list');
  const row = page.getByTestId('my-readings').getByRole('link').first();
  await expect(row).toContainText(QUESTION);
  await expect(row).toContainText(card);
});
