import { expect, type Page, test } from '@playwright/test';
import { E2E } from '../../support/addresses';

// The counselor back office's profile side (issue 11): demo-counselor (별빛) edits its
// introduction, adds a keyword and a certificate, and finds all three saved after a reload.
// The values carry a run mark so the mobile and desktop runs on one database never collide.

async function loginAsCounselor(page: Page) {
  await page.goto(`${E2E.counselor}/login`);
  await page.getByLabel('아이디').fill('demo-counselor');
  await page.getByLabel('비밀번호').fill('demo1234!');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(`${E2E.counselor}/counselor`);
}

test('the counselor edits its introduction, adds a keyword and a certificate, and they stay after a reload @desktop', async ({
  page,
}, testInfo) => {
  // Three screens, four saves and a reload: longer than one page's default.
  test.setTimeout(120_000);
  const mark = `${testInfo.project.name === 'desktop' ? 'd' : 'm'}${Date.now() % 100_000}`;
  const introduction = `별빛 아래에서 마음을 함께 읽어 드려요. 기록 ${mark}`;
  const keyword = `타로${mark}`;
  const certificate = `타로 심화 과정 ${mark}`;
  await loginAsCounselor(page);

  // 프로필: the introduction, checked with the schema and saved.
  await page.goto(`${E2E.counselor}/counselor/profile`);
  await expect(page).toHaveTitle('상담사 프로필 | 아르카나');
  const intro = page.getByLabel('한 줄 소개');
  await intro.fill('짧아요');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('소개는 10자 이상이어야 해요.')).toBeVisible();
  await intro.fill(introduction);
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('저장했어요.')).toBeVisible();

  // 키워드: '#' is refused with the schema's message, then the keyword is added as a chip.
  await page.goto(`${E2E.counselor}/counselor/keywords`);
  const keywordField = page.getByLabel('새 키워드');
  await keywordField.fill('#타로');
  await page.getByRole('button', { name: '추가', exact: true }).click();
  await expect(page.getByText('키워드에는 #을 빼고 써 주세요.')).toBeVisible();
  await keywordField.fill(keyword);
  await page.getByRole('button', { name: '추가', exact: true }).click();
  await expect(page.getByRole('button', { name: `${keyword} 키워드 빼기` })).toBeVisible();

  // 자격증: added through the dialog.
  await page.goto(`${E2E.counselor}/counselor/certificates`);
  await page.getByRole('button', { name: '자격증 추가' }).click();
  const dialog = page.getByRole('dialog', { name: '자격증 추가' });
  await dialog.getByLabel('자격증 이름').fill(certificate);
  await dialog.getByLabel('발급 기관').fill('한국타로협회');
  await dialog.getByLabel('등급').fill('1급');
  await dialog.getByLabel('취득일').fill('2025-05-20');
  await dialog.getByRole('button', { name: '저장', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(certificate)).toBeVisible();

  // After a reload every page reads what the api kept.
  await page.reload();
  await expect(page.getByText(certificate)).toBeVisible();
  await expect(page.getByText('한국타로협회 · 1급').first()).toBeVisible();
  await page.goto(`${E2E.counselor}/counselor/keywords`);
  await expect(page.getByText(`#${keyword}`)).toBeVisible();
  await page.goto(`${E2E.counselor}/counselor/profile`);
  await expect(page.getByLabel('한 줄 소개')).toHaveValue(introduction);
});

// The side column shows from 1280 px: the desktop project alone runs this one.
test('every profile screen is in the navigation: the side column on desktop @desktop-only', async ({
  page,
}) => {
  await loginAsCounselor(page);
  const nav = page.getByRole('navigation', { name: '상담사센터 메뉴' });
  await nav.getByRole('link', { name: '자격증' }).click();
  await expect(page).toHaveURL(`${E2E.counselor}/counselor/certificates`);
  await expect(nav.getByRole('link', { name: '자격증' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('heading', { name: '정산' })).toBeVisible();
});

// Untagged, so only the phone project runs it: the drawer is the phone's navigation.
test('on a phone the 전체 메뉴 drawer leads to every back-office screen', async ({ page }) => {
  await loginAsCounselor(page);
  await page.getByRole('button', { name: '전체 메뉴' }).click();
  const drawer = page.getByRole('dialog', { name: '전체 메뉴' });
  await expect(drawer.getByRole('heading', { name: '프로필' })).toBeVisible();
  await drawer.getByRole('link', { name: '정산 계좌' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(`${E2E.counselor}/counselor/bank-account`);
  await expect(page.getByRole('heading', { level: 1, name: '정산 계좌 관리' })).toBeVisible();
});
