import { type APIRequestContext, expect, test } from '@playwright/test';
import { bearer, joinFreshUser, type Login, signIn } from '../../support/accounts';
import { E2E } from '../../support/addresses';
import { recordToasts, shownToastTexts, waitForStream } from '../../support/notifications';

// The user shares a reading; someone else opens the public page in a fresh browser context,
// reacts and comments, and the owner hears both at once (REACTION and COMMENT, issue 8).

const REACTION_TITLE = '공유한 리딩에 새 반응이 있어요';
const COMMENT_TITLE = '공유한 리딩에 새 댓글이 달렸어요';
const QUESTION = '이번 달 일은 어떻게 풀릴까요?';

/** A completed three-card reading of the login's own, drawn through the api. */
async function drawReading(request: APIRequestContext, login: Login): Promise<number> {
  const characters = await request.get(`${E2E.api}/api/public/ai/characters`);
  const [character] = (await characters.json()) as { id: number }[];
  if (!character) throw new Error('no seeded character');
  const started = await request.post(`${E2E.api}/api/public/ai/readings`, {
    headers: bearer(login),
    data: { characterId: character.id, spread: 'THREE_CARDS', question: QUESTION },
  });
  expect(started.status()).toBe(201);
  const start = (await started.json()) as { kind: string; readingId: number; picksNeeded: number };
  expect(start.kind).toBe('DRAWN');
  const picked = await request.post(`${E2E.api}/api/public/ai/readings/${start.readingId}/picks`, {
    headers: bearer(login),
    data: { positions: Array.from({ length: start.picksNeeded }, (_, index) => index * 7) },
  });
  expect(picked.status()).toBe(200);
  // The answer stream ends once the reading is written and saved whole.
  const answer = await request.get(`${E2E.api}/api/public/ai/readings/${start.readingId}/answer`, {
    headers: bearer(login),
  });
  expect(await answer.text()).toContain('event: done');
  return start.readingId;
}

test('a reaction and a comment on a shared reading reach its owner live', async ({
  page,
  browser,
}) => {
  // Two accounts, a reading written whole and two live notifications: more than the default.
  test.setTimeout(60_000);
  const owner = await joinFreshUser(page.request, '공유 주인');
  const readingId = await drawReading(page.request, owner.login);

  await recordToasts(page);
  await signIn(page.context(), owner.login);
  await page.goto(`/me/ai/${readingId}`);
  await page.getByRole('button', { name: '공유하기', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '타로 결과 공유하기' });
  // Both opt-ins start off: neither the question nor the name is shown unless ticked.
  await expect(dialog.getByRole('checkbox', { name: /질문 함께 공개/ })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /닉네임 공개/ })).not.toBeChecked();
  await dialog.getByRole('button', { name: '공유 링크 만들기' }).click();
  const link = ((await dialog.getByTestId('share-link').textContent()) ?? '').trim();
  const shareId = new URL(link).pathname.split('/').at(-1) ?? '';
  expect(shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  await dialog.getByRole('button', { name: '닫기' }).click();
  await waitForStream(page, owner.login, 'USER');

  const visitor = await joinFreshUser(page.request, '반응 손님');
  const visitorContext = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  await signIn(visitorContext, visitor.login);
  const visitorPage = await visitorContext.newPage();
  await visitorPage.goto(`/shared/${shareId}`);
  await expect(visitorPage.getByTestId('shared-answer')).not.toBeEmpty();
  // Not ticked: the question shows nowhere, not even where the reading quoted it.
  await expect(visitorPage.getByText('질문', { exact: true })).toHaveCount(0);
  await expect(visitorPage.getByText(QUESTION)).toHaveCount(0);
  await expect(visitorPage.getByRole('heading', { name: '익명의 리딩' })).toBeVisible();

  const cheer = visitorPage.locator('[data-reaction="CHEER"]');
  await cheer.click();
  await expect(cheer).toHaveAttribute('aria-pressed', 'true');
  await expect(cheer).toContainText('1');

  await visitorPage
    .getByRole('textbox', { name: '댓글 쓰기' })
    .fill('좋은 기운 받아 가요!\n응원할게요.');
  await visitorPage.getByRole('button', { name: '등록' }).click();
  const comments = visitorPage.getByRole('list', { name: '댓글 목록' });
  await expect(comments.locator('li')).toHaveCount(1);
  await expect(comments).toContainText('좋은 기운 받아 가요!');

  // The owner, on another page, gets both as toasts while the page stays open.
  await expect
    .poll(async () => (await shownToastTexts(page)).join('\n'), { timeout: 10_000 })
    .toContain(REACTION_TITLE);
  await expect
    .poll(async () => (await shownToastTexts(page)).join('\n'), { timeout: 10_000 })
    .toContain(COMMENT_TITLE);
  // A visitor can also answer in one form: a reaction and a comment together.
  await visitorPage.getByRole('link', { name: '공감과 한마디 함께 남기기' }).click();
  await expect(visitorPage).toHaveURL(`/dialogs/share-response/${shareId}`);
  await visitorContext.close();
});
