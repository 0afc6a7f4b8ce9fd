import { expect, type Locator, type Page, test } from '@playwright/test';

// A guest draws a three-card reading with the offline reader and gets a Korean reading that
// names every drawn card and its place; the 4th guest reading of the day is refused with the
// invitation to log in, and nothing is drawn (issue 8 "Done means", DESIGN "AI").

const CHARACTER = 1;

/** A point of the card that is not covered by its neighbours: where a finger would land. */
async function visiblePoint(card: Locator): Promise<{ x: number; y: number }> {
  const point = await card.evaluate((element) => {
    const box = element.getBoundingClientRect();
    for (let y = box.top + box.height * 0.6; y > box.top; y -= 4) {
      for (let x = box.left + 2; x < box.right; x += 2) {
        if (element.contains(document.elementFromPoint(x, y))) return { x, y };
      }
    }
    return null;
  });
  if (!point) throw new Error('the card is covered everywhere');
  return point;
}

async function pickCards(page: Page, positions: number[]): Promise<void> {
  const fan = page.getByRole('group', { name: '뒤집힌 카드 78장' });
  // The fan opens with the focus on its heading; picks come after that.
  await expect(page.getByRole('heading', { name: /골라 주세요/ })).toBeFocused();
  for (const [index, position] of positions.entries()) {
    const card = fan.getByRole('button', { name: `${position}번째 카드`, exact: true });
    // The first card is taken with the keyboard, as a screen-reader or keyboard user would; the
    // others with a tap on the strip the overlapping fan leaves uncovered.
    if (index === 0) {
      await card.press('Enter');
    } else {
      await card.scrollIntoViewIfNeeded();
      const { x, y } = await visiblePoint(card);
      await page.mouse.click(x, y);
    }
    await expect(card).toHaveAttribute('aria-pressed', 'true');
  }
  await page.getByRole('button', { name: '카드 펼치기' }).click();
}

test('a guest draws three cards and the reading names each card and its place @desktop', async ({
  page,
}) => {
  await page.goto(`/ai/${CHARACTER}/tarot`);
  await page.getByLabel('무엇이 궁금하세요?').fill('이번 달에 새 일을 시작해도 될까요?');
  await expect(page.getByRole('radio', { name: /쓰리 카드/ })).toBeChecked();
  await page.getByRole('button', { name: '카드 섞기' }).click();

  await pickCards(page, [7, 33, 70]);

  const answer = page.getByTestId('reading-answer');
  await expect(answer).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
  const positions = await page.getByTestId('card-position').allInnerTexts();
  expect(positions).toEqual(['과거', '현재', '미래']);
  const names = await page.getByTestId('card-name').allInnerTexts();
  expect(names).toHaveLength(3);

  const text = await answer.innerText();
  expect(text).toMatch(/[가-힣]/);
  for (const name of names) expect(text).toContain(name);
  for (const position of positions) expect(text).toContain(position);
  // Every face turned over, with its card's name as its picture's text.
  for (const name of names) {
    await expect(page.getByRole('img', { name: new RegExp(`^${name} 카드`) })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: '로그인하고 기록 남기기' })).toBeVisible();
});

test('the 4th guest reading of the day is refused with the invitation to log in', async ({
  page,
}) => {
  // This test's context is new, so its anonymous cookie is too: three readings in it…
  for (let reading = 1; reading <= 3; reading += 1) {
    const started = await page.request.post('/api/public/ai/readings', {
      data: { characterId: CHARACTER, spread: 'ONE_CARD' },
    });
    expect(started.status(), `reading ${reading}`).toBe(201);
  }

  // …then the 4th, from the page.
  await page.goto(`/ai/${CHARACTER}/tarot`);
  await expect(page.getByTestId('ai-usage')).toHaveText('오늘 남은 리딩 0/3회');
  await page.getByRole('button', { name: '카드 섞기' }).click();

  const refusal = page.getByTestId('daily-limit');
  await expect(refusal).toContainText('오늘의 무료 리딩을 모두 사용했어요');
  await expect(refusal).toContainText('로그인');
  const login = refusal.getByRole('link', { name: '로그인하고 계속 보기' });
  await expect(login).toHaveAttribute('href', /\/login\?redirectUri=%2Fai%2F1%2Ftarot/);
  // Nothing was drawn: no fan, no cards, and the day's count did not move.
  await expect(page.getByRole('group', { name: /뒤집힌 카드/ })).toHaveCount(0);
  await expect(page.getByTestId('reading-card')).toHaveCount(0);
  const usage = await page.request.get('/api/public/ai/usage');
  expect(await usage.json()).toMatchObject({ limit: 3, used: 3, remaining: 0 });
});
