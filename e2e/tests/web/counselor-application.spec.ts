import { expect, test } from '@playwright/test';
import { joinFreshUser, signIn } from '../../support/accounts';
import { E2E } from '../../support/addresses';

// The way in (issue 11): a fresh user finds the recruitment page, applies on
// /counselor/application and sees its application 심사 중; a guest is sent to log in first.

// A 1×1 PNG: enough for the uploads feature to make its thumbnails.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a guest asking for the application form logs in first', async ({ page }) => {
  await page.goto('/counselor/application');
  await expect(page).toHaveURL(
    `${E2E.web}/login?redirectUri=${encodeURIComponent('/counselor/application')}`,
  );
});

test('a fresh user applies from the recruitment page and sees 심사 중', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await joinFreshUser(request, '지원 테스트');
  await signIn(context, user.login);
  const name = `지원자${Date.now() % 1_000_000}`;

  await page.goto('/events/counselor/recruitment');
  await expect(page).toHaveTitle('상담사 모집 | 아르카나');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '당신의 상담이 누군가의 밤을 밝혀요',
  );
  await expect(page.getByText('25,529원')).toBeVisible();
  await page.getByRole('link', { name: '상담사 지원하기' }).first().click();
  await expect(page).toHaveURL(`${E2E.web}/counselor/application`);
  await expect(page).toHaveTitle('상담사 지원 | 아르카나');

  // Sent empty: every missing field is named, nothing is sent.
  await page.getByRole('button', { name: '지원서 보내기' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '입력한 내용을 확인해 주세요.' }),
  ).toBeVisible();
  await expect(page.getByText('상담사 이용약관에 동의해 주세요.')).toBeVisible();

  await page.getByLabel('활동명').fill(name);
  await page.getByLabel('한 줄 소개').fill('마음이 복잡한 밤, 차분하게 이야기를 들어 드려요.');
  await page.getByLabel('상담 경력(년)').fill('4');
  const firstCategory = page.getByRole('group', { name: '상담 분야' }).getByRole('button').first();
  await firstCategory.click();
  await expect(firstCategory).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('자격증 이름').fill('타로상담사 1급');
  await page.getByLabel('발급 기관').fill('한국타로협회');
  await page.getByLabel('취득일').fill('2023-05-20');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '사진 고르기' }).click();
  await (await chooser).setFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('사진을 올렸어요: certificate.png')).toBeVisible();
  await page
    .getByLabel('지원 동기와 상담 경험 (50–2,000자)')
    .fill(
      '타로 카페에서 4년 동안 상담하며 연애와 진로 고민을 주로 들었어요. 더 많은 분께 차분한 상담을 드리고 싶어 지원해요.',
    );
  await page.getByRole('checkbox', { name: /상담사 이용약관/ }).check();
  await page.getByRole('button', { name: '지원서 보내기' }).click();

  const status = page.getByRole('region', { name: '지원서를 심사하고 있어요' });
  await expect(status).toBeVisible();
  await expect(status.getByText('심사 중', { exact: true })).toBeVisible();
  await expect(status.getByText(name)).toBeVisible();
  await expect(status.getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeVisible();

  // A reload reads the same application back.
  await page.reload();
  await expect(page.getByRole('region', { name: '지원서를 심사하고 있어요' })).toBeVisible();
});
