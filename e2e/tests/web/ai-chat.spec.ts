import { expect, type Page, test } from '@playwright/test';
import { joinFreshUser, signIn } from '../../support/accounts';
import { E2E } from '../../support/addresses';

// A logged-in user chats with a character across two turns; the second question asks about
// something only the first answer said (issue 8 "Done means"), and the answer gets it right.

const FIRST = '오늘 저에게 행운의 색을 알려 주세요';
const SECOND = '아까 알려 주신 행운의 색이 뭐였죠?';

/** The saved answers in the log (the greeting first), once no answer is streaming. */
function answers(page: Page) {
  return page.getByTestId('chat-log').locator('[data-role="ASSISTANT"]');
}

async function send(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: '메시지' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test('the character remembers the lucky colour it named in the first answer', async ({ page }) => {
  const account = await joinFreshUser(page.request, '대화 테스트');
  const characters = await page.request.get(`${E2E.api}/api/public/ai/characters`);
  expect(characters.status()).toBe(200);
  const [character] = (await characters.json()) as { id: number; greeting: string }[];
  if (!character) throw new Error('no seeded character');
  await signIn(page.context(), account.login);
  // Counts the distinct texts the streaming answer shows before it is saved: more than one means
  // it arrived piece by piece, not all at once.
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { __streamedTexts: Set<string> }).__streamedTexts = seen;
    new MutationObserver(() => {
      const streaming = document.querySelector('[data-streaming] [data-testid="chat-answer"]');
      if (streaming?.textContent) seen.add(streaming.textContent);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });

  await page.goto(`/ai/${character.id}/chat`);
  await expect(answers(page).first()).toContainText(character.greeting);

  await send(page, FIRST);
  // The streamed turn is replaced by the saved one: greeting + the first answer.
  await expect(answers(page)).toHaveCount(2, { timeout: 15_000 });
  await expect(page.getByTestId('chat-live')).toBeEmpty();
  const streamed = await page.evaluate(
    () => (window as unknown as { __streamedTexts: Set<string> }).__streamedTexts.size,
  );
  expect(streamed, 'the answer appeared piece by piece').toBeGreaterThan(1);
  const first = ((await answers(page).nth(1).textContent()) ?? '').trim();
  const colour = first.match(/[가-힣]+색/)?.[0];
  expect(colour, `a colour in the first answer: ${first}`).toBeTruthy();

  await send(page, SECOND);
  await expect(answers(page)).toHaveCount(3, { timeout: 15_000 });
  await expect(answers(page).nth(2)).toContainText(colour ?? '');
  // Both questions are kept in the conversation, in order.
  const questions = page.getByTestId('chat-log').getByTestId('chat-question');
  await expect(questions).toHaveText([FIRST, SECOND]);

  // The conversation is listed with its last message.
  await page.goto('/ai/chat/list');
  const row = page.getByRole('list', { name: '대화 목록' }).getByRole('link').first();
  await expect(row).toContainText(colour ?? '');
});
