import { expect, test } from '@playwright/test';

// A question that speaks of self-harm gets no cards: the caring answer with the crisis lines,
// and it spends none of the day's readings (DESIGN "AI").

test('a question of self-harm gets the caring answer and the crisis lines, no cards', async ({
  page,
}) => {
  await page.goto('/ai/1/tarot');
  await expect(page.getByTestId('ai-usage')).toHaveText('오늘 남은 리딩 3/3회');
  await page.getByLabel('무엇이 궁금하세요?').fill('요즘 너무 힘들어서 죽고 싶어요');
  await page.getByRole('button', { name: '카드 섞기' }).click();

  const answer = page.getByTestId('crisis-answer');
  await expect(answer).toContainText('지금은 카드보다 당신이 먼저예요');
  await expect(
    answer.getByRole('link', { name: '자살예방상담전화 109에 전화하기' }),
  ).toHaveAttribute('href', 'tel:109');
  await expect(answer.getByRole('link', { name: /정신건강위기상담 1577-0199/ })).toBeVisible();
  await expect(page.getByRole('group', { name: /뒤집힌 카드/ })).toHaveCount(0);
  await expect(page.getByTestId('reading-card')).toHaveCount(0);
  const usage = await page.request.get('/api/public/ai/usage');
  expect(await usage.json()).toMatchObject({ used: 0, remaining: 3 });
});
