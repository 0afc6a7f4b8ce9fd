import { expect, type Page } from '@playwright/test';

/**
 * A guest's one-card reading on /ai/{character}/tarot, drawn as a keyboard user would (the fan
 * opens with the focus on its heading, the card is taken with Enter), left on its finished answer.
 */
export async function drawOneCard(
  page: Page,
  { character, card, question }: { character: number; card: number; question?: string },
): Promise<void> {
  await page.goto(`/ai/${character}/tarot`);
  if (question) await page.getByLabel('무엇이 궁금하세요?').fill(question);
  await page.getByRole('radio', { name: /원 카드/ }).check();
  await page.getByRole('button', { name: '카드 섞기' }).click();
  await expect(page.getByRole('heading', { name: /골라 주세요/ })).toBeFocused();
  await page
    .getByRole('group', { name: '뒤집힌 카드 78장' })
    .getByRole('button', { name: `${card}번째 카드`, exact: true })
    .press('Enter');
  await page.getByRole('button', { name: '카드 펼치기' }).click();
  await expect(page.getByTestId('reading-answer')).toHaveAttribute('data-state', 'done', {
    timeout: 20_000,
  });
}
