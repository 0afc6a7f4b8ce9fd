import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { bearer, joinFreshUser, type Login, loginByApi, signIn } from '../../support/accounts';
import { E2E } from '../../support/addresses';
import { admin, literal } from '../../support/admin-cli';
import { agreeToAll, approveInSandbox, orderOf } from '../web/counseling-purchase.helpers';
import {
  chatMessage,
  dismissNotificationModals,
  enterRoom,
  openRoom,
  room,
  sendChat,
  shiftSession,
} from '../web/session-room.helpers';

// Issue 11 "Done means", the whole way of one counselor: a fresh user applies on the web app,
// `pnpm admin approve-application` approves it (a child process against this suite's api), the
// new counselor fills its profile, a keyword and a certificate, sells a 33,000원 chat with a
// picture and opens every hour of every day; a second user reserves a slot, the counselor
// accepts it on 예약 관리, both meet in the room (the dev shift brings the slot's entry window
// to now), chat crosses and the session completes; 수익 · 정산 then shows the net of DESIGN
// "Money" (33,000 − fee 6,600 = 26,400; withholding 3.3 % = 871; net 25,529) in the month's row,
// draws the chart and puts the session's line in the CSV. A plain user is refused by every
// counselor screen and every /api/client/counselor call. The IMMEDIATE panel is
// incoming-requests.spec.ts's. Accounts are this file's own (not demo-counselor), names carry a
// run mark (counselor names are unique across the platform).

// A 1×1 PNG: enough for the uploads feature to make its thumbnails.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const appRoot = (app: 'counselor') =>
  fileURLToPath(new URL(`../../../apps/${app}/`, import.meta.url));

/** A desktop-wide context of its own (the room's chat sits beside it there), logged in or not. */
async function wideContext(
  browser: Browser,
  login: Login,
  origin: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  await signIn(context, login, origin);
  return context;
}

/**
 * Modals that may open over a step: notifications (closed with 확인) and the root-level
 * active-session alert once the session is near (closed with Escape, which dismisses it).
 */
async function dismissModals(page: Page): Promise<void> {
  await dismissNotificationModals(page);
  await page.addLocatorHandler(
    page.locator('[role="dialog"][data-active-session-id]'),
    async () => {
      await page.keyboard.press('Escape');
    },
    { noWaitAfter: true },
  );
}

/** The Seoul calendar month of now: [year, month number, 'YYYY-MM']. */
function seoulMonth(): { year: number; month: number; key: string } {
  const key = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 7);
  return { year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)), key };
}

test('a user applies, pnpm admin approves, the new counselor sets up its office, a reservation is bought, accepted and held in the room, and 수익 · 정산 shows its net 25,529원', async ({
  browser,
  request,
}) => {
  // Two apps, three people, a child process, a payment, a room and a download.
  test.setTimeout(300_000);
  const mark = `${Date.now() % 10_000_000}`;
  const counselorName = `여정${mark}`;
  const productName = `여정 타로 채팅 ${mark}`;
  const keyword = `여정${mark.slice(-4)}`;
  const certificate = `타로 심화 과정 ${mark}`;
  const introduction = `새벽까지 이어지는 고민도 차분히 함께 읽어 드려요. 기록 ${mark}`;

  // (1) A fresh user applies on the web app's form, with a certificate picture.
  const applicant = await joinFreshUser(request, '여정 지원자');
  const applyContext = await wideContext(browser, applicant.login, E2E.web);
  const apply = await applyContext.newPage();
  await dismissModals(apply);
  await apply.goto(`${E2E.web}/counselor/application`);
  await expect(apply).toHaveTitle('상담사 지원 | 아르카나');
  await apply.getByLabel('활동명').fill(counselorName);
  await apply.getByLabel('한 줄 소개').fill('마음이 복잡한 밤, 차분하게 이야기를 들어 드려요.');
  await apply.getByLabel('상담 경력(년)').fill('5');
  const category = apply.getByRole('group', { name: '상담 분야' }).getByRole('button').first();
  await category.click();
  await expect(category).toHaveAttribute('aria-pressed', 'true');
  await apply.getByLabel('자격증 이름').fill('타로상담사 1급');
  await apply.getByLabel('발급 기관').fill('한국타로협회');
  await apply.getByLabel('취득일').fill('2023-05-20');
  const chooser = apply.waitForEvent('filechooser');
  await apply.getByRole('button', { name: '사진 고르기' }).click();
  await (await chooser).setFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: PNG });
  await expect(apply.getByText('사진을 올렸어요: certificate.png')).toBeVisible();
  await apply
    .getByLabel('지원 동기와 상담 경험 (50–2,000자)')
    .fill(
      '타로 카페에서 5년 동안 상담하며 연애와 진로 고민을 주로 들었어요. 새벽에도 찾아오는 분들께 차분한 상담을 드리고 싶어 지원해요.',
    );
  await apply.getByRole('checkbox', { name: /상담사 이용약관/ }).check();
  await apply.getByRole('button', { name: '지원서 보내기' }).click();
  const submitted = apply.getByRole('region', { name: '지원서를 심사하고 있어요' });
  await expect(submitted).toBeVisible();
  await expect(submitted.getByText(counselorName)).toBeVisible();

  // (2) The operator: the application found in `pnpm admin applications`, then approved.
  const listed = await admin('applications', '--status', 'SUBMITTED');
  expect(listed.code, listed.stderr).toBe(0);
  const line = new RegExp(
    `^#(\\d+) · 심사 중 \\(SUBMITTED\\) · ${literal(counselorName)} · 회원 #${applicant.login.user.id} \\(${literal(applicant.username)}\\) · 신청 `,
    'm',
  ).exec(listed.stdout);
  expect(line, listed.stdout).not.toBeNull();
  const applicationId = line?.[1] ?? '';
  const approved = await admin('approve-application', applicationId);
  expect(approved.code, approved.stderr).toBe(0);
  expect(approved.stdout).toMatch(
    new RegExp(
      `^상담사 신청 #${applicationId}을\\(를\\) 승인했어요\\. 회원 #${applicant.login.user.id}.*에게 상담사 권한과 레벨 1을 드렸어요\\. 활동명: ${counselorName}$`,
      'm',
    ),
  );
  // The applicant's page says so.
  await apply.reload();
  await expect(apply.getByRole('region', { name: '상담사로 승인됐어요' })).toBeVisible();
  await applyContext.close();

  // (3) The same user logs into the counselor app through its form.
  const officeContext = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const office = await officeContext.newPage();
  await dismissModals(office);
  await office.goto(`${E2E.counselor}/login`);
  await office.getByLabel('아이디').fill(applicant.username);
  await office.getByLabel('비밀번호').fill(applicant.password);
  await office.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(office).toHaveURL(`${E2E.counselor}/counselor`);
  await expect(office.getByRole('heading', { level: 1 })).toContainText(counselorName);
  const counselor = await loginByApi(request, applicant.username, applicant.password);
  expect(counselor.user.roles).toContain('COUNSELOR');

  // 프로필: the introduction.
  await office.goto(`${E2E.counselor}/counselor/profile`);
  await expect(office).toHaveTitle('상담사 프로필 | 아르카나');
  await expect(office.getByLabel('한 줄 소개')).toHaveValue(
    '마음이 복잡한 밤, 차분하게 이야기를 들어 드려요.',
  );
  await office.getByLabel('한 줄 소개').fill(introduction);
  await office.getByRole('button', { name: '저장', exact: true }).click();
  await expect(office.getByText('저장했어요.')).toBeVisible();

  // 키워드: one keyword.
  await office.goto(`${E2E.counselor}/counselor/keywords`);
  await office.getByLabel('새 키워드').fill(keyword);
  await office.getByRole('button', { name: '추가', exact: true }).click();
  await expect(office.getByRole('button', { name: `${keyword} 키워드 빼기` })).toBeVisible();

  // 자격증: the application's certificate is there; one more through the dialog.
  await office.goto(`${E2E.counselor}/counselor/certificates`);
  await expect(office.getByText('타로상담사 1급')).toBeVisible();
  await office.getByRole('button', { name: '자격증 추가' }).click();
  const certificateDialog = office.getByRole('dialog', { name: '자격증 추가' });
  await certificateDialog.getByLabel('자격증 이름').fill(certificate);
  await certificateDialog.getByLabel('발급 기관').fill('한국타로협회');
  await certificateDialog.getByLabel('등급').fill('1급');
  await certificateDialog.getByLabel('취득일').fill('2025-05-20');
  await certificateDialog.getByRole('button', { name: '저장', exact: true }).click();
  await expect(certificateDialog).toBeHidden();
  await expect(office.getByText(certificate)).toBeVisible();

  // 상담 상품 관리: a 30-minute chat at 33,000원 with a picture, on sale at once.
  await office.goto(`${E2E.counselor}/counselor/products`);
  await expect(office).toHaveTitle('상담 상품 관리 | 아르카나');
  await office.getByRole('button', { name: '상품 추가' }).click();
  const productDialog = office.getByRole('dialog', { name: '상품 추가' });
  await productDialog.getByLabel('상품 이름').fill(productName);
  await productDialog.getByLabel('상담 방식').selectOption('CHAT');
  await productDialog.getByLabel('상담 시간').selectOption('30');
  await productDialog.getByLabel('가격').fill('33000');
  await productDialog.getByLabel('상품 설명').fill('밤사이 쌓인 고민을 카드로 차분히 읽어 드려요.');
  const productChooser = office.waitForEvent('filechooser');
  await productDialog.getByRole('button', { name: '이미지 올리기' }).click();
  await (await productChooser).setFiles({
    name: 'product.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(productDialog.getByRole('img', { name: `${productName} 이미지 1` })).toBeVisible();
  await productDialog.getByRole('button', { name: '저장', exact: true }).click();
  await expect(productDialog).toBeHidden();
  await expect(office.getByRole('switch', { name: `${productName} 판매` })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // 예약 가능시간 관리: every day open 00:00–24:00 (Asia/Seoul), so the first slot (an hour
  // ahead, on the 30-minute grid) is free whenever the suite runs.
  await office.goto(`${E2E.counselor}/counselor/available-times`);
  await expect(office).toHaveTitle('예약 가능시간 관리 | 아르카나');
  for (const day of ['월요일', '화요일', '수요일', '목요일', '금요일', '토요일', '일요일']) {
    await office.getByRole('button', { name: `${day} 시간 추가` }).click();
    await office.getByLabel(`${day} 1번째 시작 시간`).selectOption('00:00');
    await office.getByLabel(`${day} 1번째 종료 시간`).selectOption('24:00');
  }
  await office.getByRole('button', { name: '요일별 시간 저장' }).click();
  await expect(
    office.getByText('요일별 시간을 저장했어요. 고객 예약 화면에 바로 반영돼요.'),
  ).toBeVisible();

  const products = await request.get(`${E2E.api}/api/client/counselor/products`, {
    headers: bearer(counselor),
  });
  expect(products.status()).toBe(200);
  const product = ((await products.json()) as { id: number; name: string; price: number }[]).find(
    (each) => each.name === productName,
  );
  expect(product?.price).toBe(33_000);
  const productId = product?.id ?? 0;

  // (4) A second user reserves the first free slot through the sandbox checkout.
  const buyer = await joinFreshUser(request, `여정고객${mark.slice(-4)}`);
  const buyerContext = await wideContext(browser, buyer.login, E2E.web);
  const shop = await buyerContext.newPage();
  await dismissModals(shop);
  await shop.goto(`${E2E.web}/counseling/products/${productId}/payment?startType=RESERVATION`);
  await expect(shop.getByRole('radio', { name: /예약 상담/ })).toBeChecked();
  const firstTime = shop.getByTestId('slot-day').getByRole('radio').first();
  await expect(firstTime).toBeVisible();
  const slotStart = (await firstTime.getAttribute('value')) ?? '';
  const ahead = Date.parse(slotStart) - Date.now();
  // DESIGN "Available times and slots": from 1 hour ahead, on the 30-minute grid.
  expect(ahead).toBeGreaterThan(59 * 60_000);
  expect(ahead).toBeLessThanOrEqual(90 * 60_000);
  await firstTime.check();
  await agreeToAll(shop);
  await expect(shop.getByTestId('pay-button')).toHaveText('33,000원 결제하기');
  await shop.getByTestId('pay-button').click();
  await approveInSandbox(shop, '33,000원');
  await expect(shop.getByRole('heading', { name: '결제를 완료했어요' })).toBeVisible();
  const order = await orderOf(
    request,
    buyer.login,
    new URL(shop.url()).searchParams.get('orderId') ?? '',
  );
  expect(order.status).toBe('PAID');
  expect(order.amount).toBe(33_000);
  const sessionId = order.sessionId ?? 0;
  expect(sessionId).toBeGreaterThan(0);

  // (5) 예약 관리: the counselor accepts it.
  await office.goto(`${E2E.counselor}/counselor/reservations`);
  await expect(office).toHaveTitle('예약 관리 | 아르카나');
  const buyerName = buyer.login.user.displayName;
  await office.getByRole('button', { name: `${buyerName} 예약 수락` }).click();
  await expect(office.getByText('예약을 수락했어요. 고객에게 알림이 가요.')).toBeVisible();
  await expect(office.getByRole('button', { name: `${buyerName} 예약 수락` })).toHaveCount(0);

  // (6) The slot's entry window brought to now (dev shift), then both enter the room.
  await shiftSession(request, sessionId, Math.ceil((Date.parse(slotStart) - Date.now()) / 60_000));
  await office.getByRole('button', { name: '확정', exact: true }).click();
  await office.getByRole('link', { name: '상담방 입장' }).first().click();
  await expect(office).toHaveURL(`${E2E.counselor}/counseling/sessions/${sessionId}`);
  await expect(room(office)).toHaveAttribute('data-me', 'COUNSELOR');
  await expect(office.getByTestId('room-stream')).toHaveAttribute('data-state', 'open', {
    timeout: 15_000,
  });

  await openRoom(shop, 'USER', sessionId);
  await expect(room(shop)).toHaveAttribute('data-status', 'SCHEDULED');
  await enterRoom(shop, 'USER');
  await expect(room(shop)).toHaveAttribute('data-status', 'PREPARING');
  await enterRoom(office, 'COUNSELOR');
  for (const page of [shop, office]) {
    await expect(room(page)).toHaveAttribute('data-status', 'IN_PROGRESS');
  }
  await sendChat(shop, '안녕하세요, 새벽마다 생각이 많아져서 예약했어요.');
  await expect(
    chatMessage(office, '안녕하세요, 새벽마다 생각이 많아져서 예약했어요.', false),
  ).toBeVisible();
  await sendChat(office, '반가워요. 요즘 어떤 생각이 가장 오래 머무르세요?');
  await expect(
    chatMessage(shop, '반가워요. 요즘 어떤 생각이 가장 오래 머무르세요?', false),
  ).toBeVisible();
  await shop.getByTestId('room-complete').click();
  await shop.getByTestId('confirm-dialog-confirm').click();
  for (const page of [shop, office]) {
    await expect(room(page)).toHaveAttribute('data-status', 'COMPLETED');
  }
  await buyerContext.close();

  // (7) 수익 · 정산: this Seoul month's row, the chart and the CSV.
  const { year, month, key } = seoulMonth();
  const payout =
    month === 12 ? `${year + 1}-01-10` : `${year}-${String(month + 1).padStart(2, '0')}-10`;
  await office.goto(`${E2E.counselor}/counselor/profits`);
  await expect(office).toHaveTitle('수익 · 정산 | 아르카나');
  const table = office.getByRole('table', { name: '월별 정산' });
  const row = table
    .getByRole('row')
    .filter({ has: office.getByRole('button', { name: `${month}월 상담별 내역 보기` }) });
  // 상담, 결제, 환불, 수수료, 정산 대상, 원천징수, 정산 금액, 지급일, 지급.
  await expect(row.getByRole('cell')).toHaveText([
    '1',
    '33,000원',
    '0원',
    '6,600원',
    '26,400원',
    '871원',
    '25,529원',
    payout,
    '지급 예정',
  ]);
  const chart = office.getByRole('img', {
    name: `${year}년 월별 정산 금액 그래프. 자세한 금액은 아래 표에 있어요.`,
  });
  await expect(chart).toBeVisible();
  const canvas = chart.locator('canvas').first();
  await expect(canvas).toBeVisible();
  // Drawn: the canvas has painted pixels (the line and its points, the axes).
  await expect
    .poll(() =>
      canvas.evaluate((element) => {
        const drawn = element as HTMLCanvasElement;
        const context = drawn.getContext('2d');
        if (!context || drawn.width === 0 || drawn.height === 0) return 0;
        const { data } = context.getImageData(0, 0, drawn.width, drawn.height);
        let painted = 0;
        for (let index = 3; index < data.length; index += 4)
          if ((data[index] ?? 0) > 0) painted += 1;
        return painted;
      }),
    )
    .toBeGreaterThan(100);

  const download = office.waitForEvent('download');
  await office.getByRole('button', { name: `${year}년 ${month}월 CSV 내려받기` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`arcana-profits-${key}.csv`);
  const lines = readFileSync(await file.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines[0]).toBe(
    '상담번호,종료일시,상품,고객,결제금액,환불금액,수수료,정산대상,원천징수,정산금액',
  );
  // The client's name masked but for its first and last character: 여정고객1234 → 여******4.
  const maskedBuyer = `여******${mark.slice(-1)}`;
  expect(lines[1]).toMatch(
    new RegExp(
      `^${sessionId},${literal(key)}-\\d{2} \\d{2}:\\d{2},${literal(productName)},${literal(maskedBuyer)},33000,0,6600,26400,871,25529$`,
    ),
  );

  await officeContext.close();
});

// (8) Every screen under /counselor in the counselor app's route tree, literally; the test also
// reads the generated tree so a new screen cannot be left out of this list.
const COUNSELOR_SCREENS: Record<string, string> = {
  '/counselor': '/counselor',
  '/counselor/profile': '/counselor/profile',
  '/counselor/details': '/counselor/details',
  '/counselor/keywords': '/counselor/keywords',
  '/counselor/certificates': '/counselor/certificates',
  '/counselor/gallery': '/counselor/gallery',
  '/counselor/faqs': '/counselor/faqs',
  '/counselor/address': '/counselor/address',
  '/counselor/tax-email': '/counselor/tax-email',
  '/counselor/bank-account': '/counselor/bank-account',
  '/counselor/products': '/counselor/products',
  '/counselor/available-times': '/counselor/available-times',
  '/counselor/reservations': '/counselor/reservations',
  '/counselor/sessions': '/counselor/sessions',
  '/counselor/reviews': '/counselor/reviews',
  '/counselor/reviews/$id': '/counselor/reviews/1',
  '/counselor/profits': '/counselor/profits',
  '/counselor/notifications': '/counselor/notifications',
};

// Valid bodies of the write calls (the role check answers before any of them is read).
const CERTIFICATE = {
  name: '타로상담사 1급',
  issuer: '한국타로협회',
  grade: '1급',
  issuedOn: '2023-05-20',
  uploadId: null,
};
const FAQ = { question: '상담은 어떻게 진행되나요?', answer: '채팅으로 편하게 이야기해요.' };
const PRODUCT = {
  name: '30분 채팅 타로 상담',
  counselingType: 'CHAT',
  durationMinutes: 30,
  price: 33_000,
  description: '편하게 채팅으로 이야기해요.',
  uploadIds: [],
  enabled: true,
};

// Every /api/client/counselor call, literally ([method, path as the OpenAPI document names it,
// body]); the test checks the list against /api/openapi.json so a new route cannot be left out.
const COUNSELOR_CALLS: [string, string, unknown?][] = [
  ['GET', '/api/client/counselor'],
  [
    'PUT',
    '/api/client/counselor',
    { name: '별빛', introduction: '마음의 길을 함께 찾아가요.', careerYears: 8, categoryIds: [1] },
  ],
  ['PATCH', '/api/client/counselor/status', { status: 'ON' }],
  [
    'PATCH',
    '/api/client/counselor/profile-image',
    { uploadId: '00000000-0000-4000-8000-0000000000c9' },
  ],
  ['DELETE', '/api/client/counselor/profile-image'],
  ['POST', '/api/client/counselor/details', { details: '상담 경력 8년' }],
  ['PATCH', '/api/client/counselor/keywords', { keywords: ['연애'] }],
  ['PATCH', '/api/client/counselor/enabled', { value: false }],
  ['GET', '/api/client/counselor/certificates'],
  ['POST', '/api/client/counselor/certificates', CERTIFICATE],
  ['PUT', '/api/client/counselor/certificates/{id}', CERTIFICATE],
  ['DELETE', '/api/client/counselor/certificates/{id}'],
  ['GET', '/api/client/counselor/gallery'],
  [
    'POST',
    '/api/client/counselor/gallery',
    { uploadId: '00000000-0000-4000-8000-0000000000c9', caption: '' },
  ],
  ['PUT', '/api/client/counselor/gallery/order', { ids: [1] }],
  ['PATCH', '/api/client/counselor/gallery/{id}', { caption: '상담실 풍경' }],
  ['DELETE', '/api/client/counselor/gallery/{id}'],
  ['GET', '/api/client/counselor/faqs'],
  ['POST', '/api/client/counselor/faqs', FAQ],
  ['PUT', '/api/client/counselor/faqs/order', { ids: [1] }],
  ['PUT', '/api/client/counselor/faqs/{id}', FAQ],
  ['DELETE', '/api/client/counselor/faqs/{id}'],
  ['GET', '/api/client/counselor/address'],
  [
    'PUT',
    '/api/client/counselor/address',
    {
      zipCode: '06236',
      roadAddress: '서울특별시 강남구 테헤란로 152',
      jibunAddress: '',
      detail: '12층',
    },
  ],
  ['GET', '/api/client/counselor/address/search?keyword=%ED%85%8C%ED%97%A4%EB%9E%80%EB%A1%9C'],
  ['POST', '/api/client/counselor/tax-email/send-verification-code', { value: 'tax@example.com' }],
  [
    'POST',
    '/api/client/counselor/tax-email/verify-and-update',
    { email: 'tax@example.com', code: '123456' },
  ],
  ['GET', '/api/client/counselor/bank-account'],
  [
    'PUT',
    '/api/client/counselor/bank-account',
    { bankCode: '004', holder: '김서연', number: '12345604567890' },
  ],
  ['GET', '/api/client/counselor/products'],
  ['POST', '/api/client/counselor/products', PRODUCT],
  ['PUT', '/api/client/counselor/products/{id}', PRODUCT],
  ['PATCH', '/api/client/counselor/products/{id}/enabled', { value: false }],
  ['GET', '/api/client/counselor/available-times/weekly'],
  [
    'PUT',
    '/api/client/counselor/available-times/weekly',
    { hours: [{ weekday: 1, start: '10:00', end: '18:00' }] },
  ],
  ['GET', '/api/client/counselor/available-times/exceptions'],
  [
    'POST',
    '/api/client/counselor/available-times/exceptions',
    { kind: 'CLOSED', date: '2099-12-31' },
  ],
  ['DELETE', '/api/client/counselor/available-times/exceptions/{id}'],
  ['GET', '/api/client/counselor/reservations'],
  ['GET', '/api/client/counselor/sessions'],
  [
    'GET',
    '/api/client/counselor/sessions/count?from=2026-01-01T00:00:00.000Z&to=2026-12-31T00:00:00.000Z',
  ],
  ['GET', '/api/client/counselor/sessions/active'],
  ['GET', '/api/client/counselor/sessions/requests'],
  ['PATCH', '/api/client/counselor/sessions/{id}/accept'],
  ['PATCH', '/api/client/counselor/sessions/{id}/decline'],
  ['PATCH', '/api/client/counselor/sessions/{id}/cancel'],
  ['GET', '/api/client/counselor/clients/{userId}/note'],
  [
    'PUT',
    '/api/client/counselor/clients/{userId}/note',
    { text: '연애 고민으로 두 번째 상담. 차분한 말투를 좋아해요.' },
  ],
  ['GET', '/api/client/counselor/reviews'],
  ['GET', '/api/client/counselor/reviews/{id}'],
  ['POST', '/api/client/counselor/reviews/{id}/reply', { content: '후기 고마워요.' }],
  ['GET', '/api/client/counselor/profits'],
  ['GET', '/api/client/counselor/profits/{month}/sessions'],
  ['GET', '/api/client/counselor/profits/{file}'],
  ['GET', '/api/client/counselor/notifications'],
  ['GET', '/api/client/counselor/notifications/unreads'],
  ['GET', '/api/client/counselor/notifications/unreads/count'],
  ['PATCH', '/api/client/counselor/notifications/{notificationId}/read'],
  ['PATCH', '/api/client/counselor/notifications/all/read'],
];

/** A listed path made callable: ids 1, the month 2026-10 and its file 2026-10.csv. */
function concrete(path: string): string {
  return path
    .replace('{month}', '2026-10')
    .replace('{file}', '2026-10.csv')
    .replace(/\{\w+\}/g, '1');
}

test('a plain user is refused by every counselor screen and every /api/client/counselor call', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const plain = await joinFreshUser(request, '여정 일반회원');

  // The lists are whole: every /counselor route of the generated tree …
  const tree = readFileSync(`${appRoot('counselor')}src/routeTree.gen.ts`, 'utf8');
  const routes = new Set(
    [...tree.matchAll(/fullPath: '(\/counselor(?:\/[^']*)?)'/g)].map(([, path]) =>
      (path ?? '').replace(/(.)\/$/, '$1'),
    ),
  );
  expect([...routes].sort()).toEqual(Object.keys(COUNSELOR_SCREENS).sort());
  // … and every /api/client/counselor operation of the api's OpenAPI document.
  const document = await request.get(`${E2E.api}/api/openapi.json`);
  expect(document.status()).toBe(200);
  const { paths } = (await document.json()) as { paths: Record<string, Record<string, unknown>> };
  const operations = Object.entries(paths)
    .filter(
      ([path]) => path === '/api/client/counselor' || path.startsWith('/api/client/counselor/'),
    )
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
  expect(operations.sort()).toEqual(
    COUNSELOR_CALLS.map(([method, path]) => `${method} ${path.split('?')[0]}`).sort(),
  );

  // Each screen shows the counselor gate instead of its page.
  const context = await wideContext(browser, plain.login, E2E.counselor);
  const page = await context.newPage();
  for (const path of Object.values(COUNSELOR_SCREENS)) {
    await page.goto(`${E2E.counselor}${path}`);
    await expect(page, path).toHaveURL(`${E2E.counselor}${path}`);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
      '상담사만 이용할 수 있어요',
    );
    await expect(page.getByRole('link', { name: '상담사 신청하기' }), path).toBeVisible();
  }
  await context.close();

  // Each call answers 403 FORBIDDEN with the plain user's token.
  for (const [method, path, body] of COUNSELOR_CALLS) {
    const response = await request.fetch(`${E2E.api}${concrete(path)}`, {
      method,
      headers: bearer(plain.login),
      ...(body === undefined ? {} : { data: body }),
    });
    expect(response.status(), `${method} ${path}`).toBe(403);
    expect(((await response.json()) as { code: string }).code, `${method} ${path}`).toBe(
      'FORBIDDEN',
    );
  }
});
