import { expect, test } from '@playwright/test';

// A preset reading from the AI home: one tap opens the fan with the preset's spread, and the
// character reads the cards with the preset's question.

test('a simple tarot from the AI home is one tap from its cards', async ({ page }) => {
  await page.goto('/ai');
  const presets = page.getByRole('region', { name: '간편 타로' });
  const first = presets.getByRole('link').first();
  const name = (await first.locator('span').nth(1).innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(/\/ai\/simple-tarots\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();

  await page.getByRole('button', { name: '바로 카드 펼치기' }).click();
  const fan = page.getByRole('group', { name: '뒤집힌 카드 78장' });
  // The fan opens with the focus on its heading (the pressed button is gone).
  await expect(page.getByRole('heading', { name: /골라 주세요/ })).toBeFocused();
  const needed = await page.getByRole('list', { name: '카드 자리' }).getByRole('listitem').count();
  for (let index = 1; index <= needed; index += 1) {
    await fan.getByRole('button', { name: `${index * 7}번째 카드`, exact: true }).press('Enter');
  }
  await page.getByRole('button', { name: '카드 펼치기' }).click();

  await expect(page.getByTestId('reading-answer')).toHaveAttribute('data-state', 'done', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('reading-card')).toHaveCount(needed);
  for (const card of await page.getByTestId('card-name').allInnerTexts()) {
    await expect(page.getByTestId('reading-answer')).toContainText(card);
  }
});
