import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E } from '../../support/addresses';

// The deck pages (issue 8): a guest browses the list, the deck, a suit, and every one of the
// 78 card pages. The card pages are visited in one tab by following the deck's own links, so
// the run stays quick (no reload per card) and each page is the one a user would reach.

type DeckCard = { id: number; nameKo: string; nameEn: string };

async function deckCards(page: Page, deckId: number): Promise<DeckCard[]> {
  const response = await page.request.get(`${E2E.api}/api/public/tarot-decks/${deckId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { cards: DeckCard[] }).cards;
}

/** The card art drew (the file loaded and has a size), not only that the <img> exists. */
async function expectArtLoaded(page: Page, name: string) {
  await expectDrawn(page.getByRole('img', { name: `${name} 카드 그림` }).first());
}

async function expectDrawn(art: Locator) {
  await expect(art).toBeVisible();
  await expect
    .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(300);
}

test('a guest opens the deck list, the deck and every one of its 78 card pages', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/tarot-decks/list');
  await expect(page.getByRole('heading', { level: 1, name: '타로 덱' })).toBeVisible();
  await expect(page.getByRole('link', { name: /메이저 아르카나/ })).toBeVisible();
  for (const suit of ['완드', '컵', '소드', '펜타클']) {
    await expect(page.getByRole('link', { name: new RegExp(`^${suit}`) }).first()).toBeVisible();
  }

  await page.getByRole('link', { name: '78장 전체 보기' }).click();
  await expect(page).toHaveURL(/\/tarot-decks\/\d+\/details$/);
  await expect(page.getByRole('heading', { level: 1, name: '아르카나 클래식 덱' })).toBeVisible();
  const deckId = Number(/\/tarot-decks\/(\d+)\/details/.exec(page.url())?.[1]);
  const cards = await deckCards(page, deckId);
  expect(cards).toHaveLength(78);
  // Every card of the deck is on the details page, as a link to its own page.
  const links = page.locator('a[data-card-id]');
  await expect(links).toHaveCount(78);
  expect(
    await links.evaluateAll((all) => all.map((a) => Number(a.getAttribute('data-card-id')))),
  ).toEqual(cards.map((card) => card.id));
  await expectDrawn(links.first().locator('img'));

  // The first card from the grid, then each next one by its "다음 카드" link: one tab, no reloads.
  await links.first().click();
  for (const [index, card] of cards.entries()) {
    await expect(page).toHaveURL(new RegExp(`/tarot-decks/cards/${card.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: card.nameKo })).toBeVisible();
    await expect(page.getByText(card.nameEn, { exact: true })).toBeVisible();
    await expectArtLoaded(page, card.nameKo);
    await expect(page.getByRole('heading', { name: '정방향' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '역방향' })).toBeVisible();
    const next = cards[index + 1];
    if (!next) {
      await expect(page.getByRole('link', { name: /다음 카드/ })).toHaveCount(0);
      break;
    }
    await page.getByRole('link', { name: /다음 카드/ }).click();
  }

  // And back one step: the previous card link of the last card.
  await page.getByRole('link', { name: /이전 카드/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: cards[76]?.nameKo })).toBeVisible();
});

test('a suit page shows its element, themes and its 14 cards, Ace to King', async ({ page }) => {
  await page.goto('/tarot-decks/list');
  await page.getByRole('link', { name: /^컵/ }).first().click();
  await expect(page).toHaveURL(/\/tarot-decks\/suits\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '컵' })).toBeVisible();
  await expect(page.getByText('물', { exact: false }).first()).toBeVisible();
  const links = page.locator('a[data-card-id]');
  await expect(links).toHaveCount(14);
  await expect(links.first()).toContainText('컵 에이스');
  await expect(links.last()).toContainText('컵 왕');
  await links.nth(12).click();
  await expect(page.getByRole('heading', { level: 1, name: '컵 여왕' })).toBeVisible();
  await expect(page.getByText('마이너 아르카나 · 컵 · 여왕')).toBeVisible();
});

test('an unknown card and a malformed card id both show the not-found page', async ({ page }) => {
  for (const path of ['/tarot-decks/cards/999999', '/tarot-decks/cards/abc']) {
    await page.goto(path);
    await expect(page.locator('[data-error-screen="404"]'), path).toBeVisible();
  }
});
