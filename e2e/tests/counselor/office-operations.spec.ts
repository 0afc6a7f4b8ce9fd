import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { E2E } from '../../support/addresses';

// The counselor back office's operation side (issue 11): demo-counselor (별빛) creates a product
// with a picture and finds it on its public profile in the web app, adds weekly hours, looks at
// its reservations, writes a private note about a client from 상담 내역, and downloads a month's
// statement from 수익 · 정산. Values carry a run mark so repeated runs on one database never collide.

// A 1×1 PNG: enough for the uploads feature to make its thumbnails.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function loginAsCounselor(page: Page) {
  await page.goto(`${E2E.counselor}/login`);
  await page.getByLabel('아이디').fill('demo-counselor');
  await page.getByLabel('비밀번호').fill('demo1234!');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(`${E2E.counselor}/counselor`);
}

test('the counselor runs its practice: a product with a picture, weekly hours, reservations, a client note and the CSV statement', async ({
  page,
}) => {
  // Five screens, an upload, a cross-app check and a download.
  test.setTimeout(180_000);
  const mark = `${Date.now() % 1_000_000}`;
  const productName = `별빛 타로 ${mark}`;
  await loginAsCounselor(page);

  // 상담 상품 관리: a product with one picture, sold at once.
  await page.goto(`${E2E.counselor}/counselor/products`);
  await expect(page).toHaveTitle('상담 상품 관리 | 아르카나');
  await page.getByRole('button', { name: '상품 추가' }).click();
  const dialog = page.getByRole('dialog', { name: '상품 추가' });
  await dialog.getByLabel('상품 이름').fill(productName);
  await dialog.getByLabel('상담 방식').selectOption('CHAT');
  await dialog.getByLabel('상담 시간').selectOption('30');
  await dialog.getByLabel('가격').fill('33050');
  await dialog.getByLabel('상품 설명').fill('연애와 관계의 흐름을 카드로 차분히 읽어 드려요.');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: '이미지 올리기' }).click();
  await (await chooser).setFiles({ name: 'product.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: `${productName} 이미지 1` })).toBeVisible();
  await dialog.getByRole('button', { name: '저장', exact: true }).click();
  await expect(
    dialog.getByText('가격은 1,000원~1,000,000원, 100원 단위로 정해 주세요.'),
  ).toBeVisible();
  await dialog.getByLabel('가격').fill('33000');
  await dialog.getByRole('button', { name: '저장', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(productName)).toBeVisible();
  await expect(page.getByRole('switch', { name: `${productName} 판매` })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // The web app's public profile of 별빛 (counselor 1) sells it.
  const web = await page.context().newPage();
  await web.goto(`${E2E.web}/counseling/counselors/1`);
  await expect(web.getByText(productName)).toBeVisible();
  await web.close();

  // 예약 가능시간 관리: another range on Sunday, saved.
  await page.goto(`${E2E.counselor}/counselor/available-times`);
  await expect(page).toHaveTitle('예약 가능시간 관리 | 아르카나');
  await page.getByRole('button', { name: '일요일 시간 추가' }).click();
  await page.getByRole('button', { name: '요일별 시간 저장' }).click();
  await expect(page.getByText('요일별 시간을 저장했어요.', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: '예외 날짜 달력' })).toBeVisible();

  // 예약 관리: the list with its filters, then the calendar.
  await page.goto(`${E2E.counselor}/counselor/reservations`);
  await expect(page).toHaveTitle('예약 관리 | 아르카나');
  await expect(page.getByRole('button', { name: '수락 대기' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: '지난 예약' }).click();
  await expect(page.getByRole('button', { name: '지난 예약' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: '달력', exact: true }).click();
  await expect(page.getByRole('region', { name: '예약 달력' })).toBeVisible();

  // 상담 내역: the first session's client note, written and saved.
  await page.goto(`${E2E.counselor}/counselor/sessions`);
  await expect(page).toHaveTitle('상담 내역 | 아르카나');
  await page
    .getByRole('button', { name: /고객 메모$/ })
    .first()
    .click();
  const note = page.getByRole('dialog', { name: /고객 메모$/ });
  await note.getByLabel('메모').fill(`차분한 말투를 좋아해요. ${mark}`);
  await note.getByRole('button', { name: '저장', exact: true }).click();
  await expect(note).toBeHidden();
  await expect(page.getByText('메모를 저장했어요.')).toBeVisible();
  await page
    .getByRole('button', { name: /고객 메모$/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /고객 메모$/ }).getByLabel('메모')).toHaveValue(
    `차분한 말투를 좋아해요. ${mark}`,
  );
  await page.keyboard.press('Escape');

  // 수익 · 정산: the chart, the months and this month's CSV with its header line.
  await page.goto(`${E2E.counselor}/counselor/profits`);
  await expect(page).toHaveTitle('수익 · 정산 | 아르카나');
  await expect(page.getByRole('table', { name: '월별 정산' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /CSV 내려받기$/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^arcana-profits-\d{4}-\d{2}\.csv$/);
  const text = readFileSync(await file.path(), 'utf8');
  expect(text.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
    '상담번호,종료일시,상품,고객,결제금액,환불금액,수수료,정산대상,원천징수,정산금액',
  );
});
