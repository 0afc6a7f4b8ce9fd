import { expect, type Page, test } from '@playwright/test';

// The articles (issue 8): a guest reads the newest article from the list, its Markdown drawn as
// headings, lists and the article's own pictures, then goes through its pictures one by one with
// the buttons and the arrow keys. What the renderer refuses (raw HTML, javascript: links) is
// checked in ArticleMarkdown.test.tsx, where the input can be chosen.

/** A picture drew (the file loaded and has a size), not only that the <img> exists. */
async function expectDrawn(page: Page, selector: string) {
  const image = page.locator(selector).first();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test('a guest opens the newest article, reads its Markdown, then the author’s other articles', async ({
  page,
}) => {
  await page.goto('/ai/articles/list');
  await expect(page.getByRole('heading', { level: 1, name: '타로 칼럼' })).toBeVisible();
  const first = page.locator('a[data-article-id]').first();
  await expect(first).toBeVisible();
  const title = (await first.locator('[data-part="title"]').textContent())?.trim() ?? '';
  await first.click();

  await expect(page).toHaveURL(/\/ai\/articles\/\d+\/details$/);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
  // The byline: the character's portrait and name.
  await expectDrawn(page, 'article img[alt$="의 초상"]');
  // Markdown: section headings, list items and the article's own pictures from media:<n>.
  await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(await article.locator('li').count()).toBeGreaterThan(0);
  await expectDrawn(page, 'article img[src*="/api/public/ai/articles/"][src$=".svg"]');
  await expect(page).toHaveTitle(new RegExp(title.slice(0, 10)));
  // Reactions and comments are there for a guest to read.
  await expect(page.getByRole('heading', { name: '이 칼럼, 어땠나요?' })).toBeVisible();

  // The author's other articles: the character's own list, every item by them.
  const author = (await page.locator('article a[href^="/ai/"] span').first().textContent()) ?? '';
  await page.getByRole('link', { name: `${author}의 다른 칼럼` }).click();
  await expect(page).toHaveURL(/\/ai\/\d+\/articles$/);
  await expect(page.getByRole('heading', { level: 1, name: `${author}의 칼럼` })).toBeVisible();
  const bylines = page.locator('a[data-article-id]');
  await expect(bylines.first()).toBeVisible();
  for (const item of await bylines.all()) await expect(item).toContainText(author);
  await expect(
    page.locator(`a[data-article-id] [data-part="title"]`, { hasText: title }),
  ).toHaveCount(1);
});

test('the media viewer moves with its buttons and with ← →, and keeps its place in ?index=', async ({
  page,
}) => {
  await page.goto('/ai/articles/list');
  await page.locator('a[data-article-id]').first().click();
  await page.getByRole('link', { name: /이미지 \d+장 크게 보기/ }).click();

  await expect(page).toHaveURL(/\/media\?index=0$/);
  const position = page.getByText(/^\d+ \/ \d+$/);
  await expect(position).toHaveText(/^1 \/ (\d+)$/);
  const total = Number((await position.textContent())?.split('/')[1]);
  expect(total).toBeGreaterThan(1);
  await expect(page.getByRole('button', { name: '이전 이미지' })).toBeDisabled();
  await expectDrawn(page, 'figure img');

  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`2 / ${total}`);
  await expect(page).toHaveURL(/\?index=1$/);

  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText(`1 / ${total}`);

  await page.getByRole('button', { name: '다음 이미지' }).click();
  await expect(position).toHaveText(`2 / ${total}`);

  // Opened at a place directly, and past the end it shows the last picture.
  await page.goto(`${new URL(page.url()).pathname}?index=${total - 1}`);
  await expect(position).toHaveText(`${total} / ${total}`);
  await expect(page.getByRole('button', { name: '다음 이미지' })).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`${total} / ${total}`);
  await page.goto(`${new URL(page.url()).pathname}?index=99`);
  await expect(position).toHaveText(`${total} / ${total}`);
});
