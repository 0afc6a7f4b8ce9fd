import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { silentLogger } from '../../lib/logger';
import { adminCli } from '../../test/admin-cli';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { jsonCaller } from '../../test/json-call';
import { login } from '../../test/users';
import { notifications } from '../notifications';

/** The list line of claim `id` (`#<id> · …`). */
function lineOf(stdout: string, id: number): string | undefined {
  return stdout.split('\n').find((line) => line.startsWith(`#${id} · `));
}

// `pnpm admin` content commands (issue 12) against this app served on a real port, its clock
// at 12:00 in Seoul on Tuesday 24 November 2026.

const NOW_MS = Date.parse('2026-11-24T03:00:00.000Z');
const database = await createTestDatabase();
const app = createApp({
  env: testEnv(),
  database,
  logger: silentLogger,
  now: () => new Date(NOW_MS),
});
const call = jsonCaller(app);
const { cli, close } = await adminCli(app);
const demoUser = await login(app, 'demo-user', 'demo1234!');
const folder = await mkdtemp(join(tmpdir(), 'arcana-admin-cli-'));
// A relative --file is read from where `pnpm admin` was typed (pnpm sets INIT_CWD).
const typedIn = { INIT_CWD: folder };

afterAll(async () => {
  await close();
  await database.close();
  await rm(folder, { recursive: true, force: true });
});

const idOf = (stdout: string) => Number(stdout.match(/#(\d+)/)?.[1]);

describe('pnpm admin: notices and events', () => {
  it('adds a pinned notice from a Markdown file, lists it, schedules one and removes them', async () => {
    await writeFile(
      join(folder, 'notice.md'),
      '## 점검 시간\n\n12월 1일 02:00~04:00에 점검해요.\n',
    );
    const added = await cli(
      [
        'notice-add',
        '--title',
        '12월 1일 새벽 점검 안내',
        '--category',
        'MAINTENANCE',
        '--pinned',
        '--file',
        'notice.md',
      ],
      typedIn,
    );
    const id = idOf(added.stdout);
    expect(added).toEqual({
      code: 0,
      stdout: `공지사항 #${id}을(를) 올렸어요. 제목: 12월 1일 새벽 점검 안내\n`,
      stderr: '',
    });
    expect((await call('GET', `/api/public/notices/${id}`)).json).toMatchObject({
      category: 'MAINTENANCE',
      pinned: true,
      // The api trims the body.
      body: '## 점검 시간\n\n12월 1일 02:00~04:00에 점검해요.',
    });

    const scheduled = await cli([
      'notice-add',
      '--title',
      '연말 이벤트 예고',
      '--category',
      'NOTICE',
      '--at',
      '2026-12-01T09:00:00+09:00',
      '--text',
      '12월에 만나요.',
    ]);
    const later = idOf(scheduled.stdout);
    expect(scheduled.stdout).toBe(
      `공지사항 #${later}을(를) 2026. 12. 1. 오전 9:00에 게시되도록 예약했어요. 제목: 연말 이벤트 예고\n`,
    );
    const listed = (await cli(['notices'])).stdout.split('\n');
    expect(listed).toContain(
      `#${later} · 공지 · 연말 이벤트 예고 · 게시 예약 2026. 12. 1. 오전 9:00`,
    );
    expect(listed).toContain(
      `#${id} · [고정] 점검 · 12월 1일 새벽 점검 안내 · 게시 2026. 11. 24. 오후 12:00`,
    );

    expect(await cli(['notice-remove', String(id)])).toEqual({
      code: 0,
      stdout: `공지사항 #${id}을(를) 지웠어요.\n`,
      stderr: '',
    });
    expect(await cli(['notice-remove', String(id)])).toEqual({
      code: 1,
      stdout: '',
      stderr: '오류: 공지사항을 찾을 수 없어요. (404 NOTICE_NOT_FOUND)\n',
    });
  });

  it('refuses a bad notice before logging in (exit 2) and the api’s refusal (exit 1)', async () => {
    const badCategory = await cli([
      'notice-add',
      '--title',
      '제목',
      '--category',
      'NEWS',
      '--text',
      '본문',
    ]);
    expect(badCategory.code).toBe(2);
    expect(badCategory.stderr).toMatch(
      /^오류: 분류은\(는\) NOTICE, UPDATE, MAINTENANCE, POLICY 중 하나로 입력해 주세요: NEWS\n\n사용법: pnpm admin <명령>/,
    );
    const noBody = await cli(['notice-add', '--title', '제목', '--category', 'NOTICE']);
    expect(noBody.code).toBe(2);
    expect(noBody.stderr).toContain(
      '오류: 본문은(는) --text "<내용>"이나 --file <파일> 중 하나로 입력해 주세요.',
    );
    expect(
      await cli(
        ['notice-add', '--title', '제목', '--category', 'NOTICE', '--file', 'nope.md'],
        typedIn,
      ),
    ).toEqual({ code: 2, stdout: '', stderr: '오류: 파일을 읽을 수 없어요: nope.md\n' });
    const shortTitle = await cli([
      'notice-add',
      '--title',
      '짧',
      '--category',
      'NOTICE',
      '--text',
      '본문',
    ]);
    expect(shortTitle).toEqual({
      code: 1,
      stdout: '',
      stderr: expect.stringMatching(
        /\(400 VALIDATION_FAILED\)\n {2}- title: 제목은 2자 이상이어야 해요.\n$/,
      ),
    });
  });

  it('adds an event over whole Seoul days and lists it with its state', async () => {
    const added = await cli([
      'event-add',
      '--title',
      '첫 상담 20% 할인',
      '--summary',
      '처음 상담하는 분께 20% 할인 쿠폰을 드려요.',
      '--start',
      '2026-11-20',
      '--end',
      '2026-11-30',
      '--link',
      '/counseling/counselors',
      '--link-label',
      '상담사 보러 가기',
      '--text',
      '이벤트 기간에 첫 상담을 예약하면 할인돼요.',
    ]);
    const id = idOf(added.stdout);
    expect(added.stdout).toBe(
      `이벤트 #${id}을(를) 올렸어요. 진행 중 (ONGOING) · 2026. 11. 20. ~ 2026. 11. 30. · 첫 상담 20% 할인\n`,
    );
    expect((await cli(['events'])).stdout.split('\n')).toContain(
      `#${id} · 진행 중 (ONGOING) · 첫 상담 20% 할인 · 2026. 11. 20. ~ 2026. 11. 30.`,
    );
    expect((await call('GET', `/api/public/events/${id}`)).json.link).toEqual({
      label: '상담사 보러 가기',
      href: '/counseling/counselors',
    });

    const badDay = await cli([
      'event-add',
      '--title',
      '이벤트',
      '--summary',
      '요약이에요',
      '--start',
      '11/20',
      '--end',
      '2026-11-30',
      '--text',
      '본문',
    ]);
    expect(badDay.code).toBe(2);
    expect(badDay.stderr).toContain('오류: 날짜는 YYYY-MM-DD로 입력해 주세요: 11/20');
    const backwards = await cli([
      'event-add',
      '--title',
      '이벤트',
      '--summary',
      '요약이에요',
      '--start',
      '2026-12-10',
      '--end',
      '2026-12-01',
      '--text',
      '본문',
    ]);
    expect(backwards).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('- endsAt: 종료일은 시작일보다 뒤여야 해요.'),
    });
  });
});

describe('pnpm admin: FAQs, pages and route rules', () => {
  it('adds a FAQ to a category and lists the category’s questions', async () => {
    const [category] = (await call('GET', '/api/public/faq-categories')).json;
    const added = await cli([
      'faq-add',
      '--category',
      String(category.id),
      '--question',
      '포인트는 언제 사라지나요?',
      '--text',
      '적립일로부터 **1년**이 지나면 사라져요.',
    ]);
    const id = idOf(added.stdout);
    expect(added.stdout).toBe(
      `자주 묻는 질문 #${id}을(를) 올렸어요. 분류 #${category.id} · 포인트는 언제 사라지나요?\n`,
    );
    const listed = await cli(['faqs', '--category', String(category.id)]);
    expect(listed.stdout.split('\n')).toContain(
      `#${id} · ${category.name} · 포인트는 언제 사라지나요?`,
    );
    expect(
      (await cli(['faq-add', '--category', 'x', '--question', '질문', '--text', '답'])).code,
    ).toBe(2);
    expect(
      (
        await cli([
          'faq-add',
          '--category',
          '2000000',
          '--question',
          '없는 분류의 질문',
          '--text',
          '답변이에요.',
        ])
      ).stderr,
    ).toMatch(/^오류: .+\(400 VALIDATION_FAILED\)\n {2}- categoryId: /);
  });

  it('replaces the terms page from a file, which the public path then shows', async () => {
    await writeFile(join(folder, 'terms.md'), '# 이용약관\n\n제1조 (목적) 새 약관이에요.\n');
    expect(
      await cli(['page-set', 'terms', '--title', '이용약관 (개정)', '--file', 'terms.md'], typedIn),
    ).toEqual({
      code: 0,
      stdout: '페이지 /terms을(를) 저장했어요. 제목: 이용약관 (개정)\n',
      stderr: '',
    });
    expect((await call('GET', '/api/public/pages/terms')).json).toMatchObject({
      title: '이용약관 (개정)',
      body: '# 이용약관\n\n제1조 (목적) 새 약관이에요.',
    });
    const bad = await cli(['page-set', 'Terms_2', '--title', '제목', '--text', '본문']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      '오류: 페이지 주소는 영문 소문자, 숫자, -로 2~60자여야 해요: Terms_2',
    );
  });

  it('adds a route rule the next visitor follows, lists it and removes it', async () => {
    expect(await cli(['route-rule-add', '/welcome-old', '/help/introduce', '--permanent'])).toEqual(
      {
        code: 0,
        stdout: '경로 이동 규칙을 저장했어요: /welcome-old → /help/introduce (영구 이동)\n',
        stderr: '',
      },
    );
    expect((await call('GET', '/api/public/route-rules?path=/welcome-old')).json.redirect).toEqual({
      to: '/help/introduce',
      permanent: true,
    });
    expect((await cli(['route-rules'])).stdout.split('\n')).toContain(
      '/welcome-old → /help/introduce (영구 이동)',
    );
    expect((await cli(['route-rule-remove', '/welcome-old'])).stdout).toBe(
      '경로 이동 규칙을 지웠어요: /welcome-old\n',
    );
    expect((await call('GET', '/api/public/route-rules?path=/welcome-old')).json.redirect).toBe(
      null,
    );
    expect(await cli(['route-rule-remove', '/welcome-old'])).toEqual({
      code: 1,
      stdout: '',
      stderr: '오류: 그 경로의 이동 규칙이 없어요. (404 ROUTE_RULE_NOT_FOUND)\n',
    });
    expect((await cli(['route-rule-add', '/only-path'])).code).toBe(2);
  });
});

describe('pnpm admin: claims', () => {
  const inquiry = {
    category: 'PAYMENT',
    title: '포인트 환불 문의',
    body: '취소된 상담의 포인트가 아직 돌아오지 않았어요.\n확인 부탁드려요.',
  };

  it('lists and shows a user’s inquiry, answers it once and the user is notified', async () => {
    const sent = await call('POST', '/api/client/claims/inquiries', demoUser.accessToken, inquiry);
    const { id } = sent.json;
    const userId = demoUser.user.id;
    const received = await cli(['claims', '--status', 'RECEIVED']);
    // Found by its number: the seeded claims are dated from the real clock, this one from the
    // test's, so where it stands in the list changes with the day the tests run.
    expect(lineOf(received.stdout, id)).toBe(
      `#${id} · 접수 (RECEIVED) · 문의 · 결제·환불 · 포인트 환불 문의 · 회원 #${userId} · 2026. 11. 24. 오후 12:00`,
    );
    expect((await cli(['claim', String(id)])).stdout).toBe(
      [
        `문의 #${id} · 포인트 환불 문의`,
        '상태: 접수 (RECEIVED)',
        '분류: 결제·환불',
        `보낸 사람: 회원 #${userId} · 접수 2026. 11. 24. 오후 12:00`,
        '내용:',
        '  취소된 상담의 포인트가 아직 돌아오지 않았어요.',
        '  확인 부탁드려요.',
        '',
      ].join('\n'),
    );

    await writeFile(
      join(folder, 'answer.md'),
      '포인트를 다시 돌려 드렸어요.\n\n불편을 드려 죄송해요.\n',
    );
    expect(await cli(['answer-claim', String(id), '--file', 'answer.md'], typedIn)).toEqual({
      code: 0,
      stdout: `문의 #${id}에 답변했어요. 회원 #${userId}에게 알림을 보냈어요.\n`,
      stderr: '',
    });
    const [notice] = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'SYSTEM_NOTICE')))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(notice).toMatchObject({
      title: '문의에 답변이 도착했어요',
      content: '포인트를 다시 돌려 드렸어요.',
      link: '/me/claims',
    });
    expect((await cli(['claim', String(id)])).stdout).toContain(
      '상태: 답변 완료 (ANSWERED)\n분류: 결제·환불\n',
    );
    expect((await cli(['claim', String(id)])).stdout).toContain(
      '답변 (2026. 11. 24. 오후 12:00):\n  포인트를 다시 돌려 드렸어요.\n  \n  불편을 드려 죄송해요.\n',
    );
    expect(await cli(['answer-claim', String(id), '--text', '다시 답변해요.'])).toEqual({
      code: 1,
      stdout: '',
      stderr: '오류: 이미 답변한 문의예요. (409 ALREADY_ANSWERED)\n',
    });
  });

  it('answers a guest by e-mail, and refuses bad usage', async () => {
    const email = 'cli-guest@example.com';
    const sent = await call('POST', '/api/public/inquiries', undefined, {
      ...inquiry,
      email,
      agreePrivacy: true,
    });
    const { id } = sent.json;
    expect(lineOf((await cli(['claims'])).stdout, id)).toBe(
      `#${id} · 접수 (RECEIVED) · 문의 · 결제·환불 · 포인트 환불 문의 · 비회원 ${email} · 2026. 11. 24. 오후 12:00`,
    );
    expect(
      (await cli(['answer-claim', String(id), '--text', '카드사로 3~5일 안에 환불돼요.'])).stdout,
    ).toBe(`문의 #${id}에 답변했어요. ${email}(으)로 답변 메일을 보냈어요.\n`);
    const [mail] = (await call('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`)).json;
    expect(mail.text).toContain(
      '문의하신 「포인트 환불 문의」에 답변드려요.\n\n카드사로 3~5일 안에 환불돼요.\n',
    );

    const both = await cli(['answer-claim', String(id), '--text', '답변', '--file', 'answer.md']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain(
      '오류: 답변은(는) --text "<내용>"이나 --file <파일> 중 하나로 입력해 주세요.',
    );
    const status = await cli(['claims', '--status', 'DONE']);
    expect(status.code).toBe(2);
    expect(status.stderr).toContain(
      '오류: 상태은(는) RECEIVED, ANSWERED 중 하나로 입력해 주세요: DONE',
    );
    expect(await cli(['claim', '999999'])).toEqual({
      code: 1,
      stdout: '',
      stderr: '오류: 문의 내역을 찾을 수 없어요. (404 CLAIM_NOT_FOUND)\n',
    });
  });
});
