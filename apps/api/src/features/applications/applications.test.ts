import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { silentLogger } from '../../lib/logger';
import { applicationBody } from '../../test/applications';
import { insertTestCounselor } from '../../test/counselors';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { jsonCaller } from '../../test/json-call';
import { noticesOfUsers } from '../../test/notices';
import { insertTestUpload } from '../../test/uploads';
import { bearer, createTestUser, login, TEST_PASSWORD } from '../../test/users';
import { users } from '../accounts';
import { counselorCategories, counselors } from '../counselors';
import { uploads } from '../uploads';
import { counselorApplications } from './tables';

// POST /api/client/counselor-applications and /me (any logged-in user), and the operator's
// /api/admin/counselor-applications: list, one, approve and reject (their 401/403 and
// `pnpm admin` are in features/admin/admin.test.ts).

const database = await createTestDatabase();
const { db } = database;
const app = createApp({ env: testEnv(), database, logger: silentLogger });
const call = jsonCaller(app);
const admin = (await login(app, 'demo-admin', 'demo1234!')).accessToken;

afterAll(() => database.close());

const categories = await db
  .select({ id: counselorCategories.id, slug: counselorCategories.slug })
  .from(counselorCategories)
  .where(inArray(counselorCategories.slug, ['love', 'mind', 'career']));
const categoryId = (slug: string) => categories.find((row) => row.slug === slug)?.id as number;

let names = 0;
/** A counselor name no one uses yet (Korean letters and digits, 2–12). */
const freshName = () => {
  names += 1;
  return `지원자${process.pid % 1000}${names}`;
};

function request(overrides: Record<string, unknown> = {}) {
  return {
    ...applicationBody(freshName(), [categoryId('mind'), categoryId('love')]),
    ...overrides,
  };
}

/** A fresh plain user, logged in. */
async function applicant() {
  const user = await createTestUser(db);
  const tokens = await login(app, user.username ?? '', TEST_PASSWORD);
  return { id: user.id, token: tokens.accessToken, refreshToken: tokens.refreshToken };
}

const upload = (userId: number) => insertTestUpload(db, userId, 'certificate.png');

const submit = (token: string, body: unknown = request()) =>
  call('POST', '/api/client/counselor-applications', token, body);

async function submitted(token: string, body: unknown = request()) {
  const answer = await submit(token, body);
  expect(answer.status).toBe(201);
  return answer.json;
}

async function counselorOf(userId: number) {
  const [row] = await db.select().from(counselors).where(eq(counselors.userId, userId));
  return row;
}

async function rolesOf(userId: number) {
  const [row] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, userId));
  return row?.roles;
}

const approve = (id: number, token = admin) =>
  call('POST', `/api/admin/counselor-applications/${id}/approve`, token);
const reject = (id: number, reason: unknown, token = admin) =>
  call('POST', `/api/admin/counselor-applications/${id}/reject`, token, { reason });

describe('POST /api/client/counselor-applications', () => {
  it('makes the caller an applicant: a counselors row at level 0 and the application SUBMITTED', async () => {
    const me = await applicant();
    const before = await call('GET', '/api/client/counselor-applications/me', me.token);
    expect(before.status).toBe(200);
    expect(before.json).toBeNull();
    const body = request();
    const answer = await submit(me.token, body);
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({
      id: expect.any(Number),
      status: 'SUBMITTED',
      name: body.name,
      introduction: '연애와 속마음 고민을 차분하게 읽어 드려요.',
      careerYears: 3,
      categories: [
        expect.objectContaining({ slug: 'love', name: '연애' }),
        expect.objectContaining({ slug: 'mind', name: '속마음' }),
      ],
      certificate: {
        name: '타로심리상담사 2급',
        issuer: '한국타로심리협회',
        grade: '2급',
        issuedOn: '2024-05-18',
        image: null,
      },
      answer: body.answer,
      reason: null,
      submittedAt: expect.any(String),
      decidedAt: null,
    });
    expect(await counselorOf(me.id)).toMatchObject({ level: 0, status: 'OFF', name: null });
    expect(await rolesOf(me.id)).toEqual(['USER']);
    const mine = await call('GET', '/api/client/counselor-applications/me', me.token);
    expect(mine.json).toEqual(answer.json);
    // SPEC §4: level 0 is applying — it may read its own (empty) profile, nothing else.
    expect((await call('GET', '/api/client/counselor', me.token)).json).toMatchObject({
      level: 0,
      name: null,
    });
    expect((await call('GET', '/api/client/counselor/certificates', me.token)).status).toBe(403);
  });

  it('refuses a second application while one is SUBMITTED, and a counselor at level 1', async () => {
    const me = await applicant();
    await submitted(me.token);
    expect((await submit(me.token)).json).toEqual({
      status: 409,
      code: 'APPLICATION_PENDING',
      message: '심사 중인 신청이 있어요. 결과가 나온 뒤에 다시 신청할 수 있어요.',
    });
    const counselor = await insertTestCounselor(db, { name: freshName() });
    const { accessToken } = await login(app, counselor.username, TEST_PASSWORD);
    expect((await submit(accessToken)).json).toEqual({
      status: 409,
      code: 'ALREADY_COUNSELOR',
      message: '이미 상담사로 활동하고 있어요. 상담사 앱에서 프로필을 관리해 주세요.',
    });
  });

  it('checks each field, the categories and whether another counselor uses the name', async () => {
    const me = await applicant();
    const fields = async (body: unknown) => (await submit(me.token, body)).json.errors;
    expect(await fields(request({ answer: '짧은 답변이에요.' }))).toEqual([
      { field: 'answer', message: expect.stringContaining('지원 동기와 상담 경험') },
    ]);
    expect(await fields(request({ agreements: { terms: false } }))).toEqual([
      { field: 'agreements.terms', message: '상담사 이용약관에 동의해 주세요.' },
    ]);
    expect(await fields(request({ categoryIds: [categoryId('love'), 999_999] }))).toEqual([
      { field: 'categoryIds', message: '없는 상담 분야가 섞여 있어요. 목록에서 다시 골라 주세요.' },
    ]);
    const taken = freshName();
    await insertTestCounselor(db, { name: taken });
    expect((await submit(me.token, request({ name: taken }))).json).toEqual({
      status: 409,
      code: 'NAME_TAKEN',
      message: '다른 상담사가 이미 쓰는 활동명이에요. 다른 이름을 정해 주세요.',
    });
    // None of the refusals left an application or a counselors row behind.
    expect(await counselorOf(me.id)).toBeUndefined();
    const after = await call('GET', '/api/client/counselor-applications/me', me.token);
    expect(after.status).toBe(200);
    expect(after.json).toBeNull();
  });

  it('takes the certificate image from the caller’s own uploads only', async () => {
    const me = await applicant();
    const other = await applicant();
    const theirs = await upload(other.id);
    const certificate = (uploadId: string) => ({ ...request().certificate, uploadId });
    expect((await submit(me.token, request({ certificate: certificate(theirs) }))).status).toBe(
      403,
    );
    const mine = await upload(me.id);
    const answer = await submitted(me.token, request({ certificate: certificate(mine) }));
    expect(answer.certificate.image).toMatchObject({
      fileUri: `/api/public/files/${mine}/original.png`,
      thumbUri360: `/api/public/files/${mine}/w360.webp`,
    });
    const [row] = await db.select().from(uploads).where(eq(uploads.id, mine));
    expect(row?.purpose).toBe('counselor-certificate-image');
  });
});

describe('/api/admin/counselor-applications', () => {
  it('lists the queue oldest first with who sent it, one by id, and refuses unknown ones', async () => {
    const first = await applicant();
    const second = await applicant();
    const a = await submitted(first.token);
    const b = await submitted(second.token);
    const queue = await call('GET', '/api/admin/counselor-applications?status=SUBMITTED', admin);
    const ids = queue.json.map((item: { id: number }) => item.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(queue.json.every((item: { status: string }) => item.status === 'SUBMITTED')).toBe(true);
    const shown = await call('GET', `/api/admin/counselor-applications/${a.id}`, admin);
    expect(shown.json).toEqual({
      ...a,
      userId: first.id,
      username: expect.stringMatching(/^tester_/),
      counselorId: (await counselorOf(first.id))?.id,
    });
    const everything = await call('GET', '/api/admin/counselor-applications', admin);
    expect(everything.json[0].id).toBeGreaterThan(everything.json.at(-1).id);
    expect(
      (await call('GET', '/api/admin/counselor-applications?status=DONE', admin)).json,
    ).toMatchObject({
      status: 400,
      errors: [
        { field: 'status', message: '상태는 SUBMITTED, APPROVED, REJECTED 중 하나로 골라 주세요.' },
      ],
    });
    for (const id of ['2000000000', 'abc', '0']) {
      expect((await call('GET', `/api/admin/counselor-applications/${id}`, admin)).json).toEqual({
        status: 404,
        code: 'NOT_FOUND',
        message: '상담사 신청을 찾을 수 없어요.',
      });
    }
  });

  it('approves: role COUNSELOR and level 1, the profile and certificate filled in, the user told; once', async () => {
    const me = await applicant();
    const image = await upload(me.id);
    const body = request({
      careerYears: 7,
      categoryIds: [categoryId('career')],
      certificate: { ...request().certificate, uploadId: image },
    });
    const application = await submitted(me.token, body);
    const approved = await approve(application.id);
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({
      id: application.id,
      status: 'APPROVED',
      reason: null,
      decidedAt: expect.any(String),
    });
    expect(await rolesOf(me.id)).toEqual(['USER', 'COUNSELOR']);
    // Roles are read from the account on every request: the same login works as a counselor
    // at once, and the next refresh hands out the role (the counselor app's login check).
    const self = await call('GET', '/api/client/counselor', me.token);
    expect(self.json).toMatchObject({
      level: 1,
      status: 'OFF',
      enabled: true,
      name: body.name,
      introduction: '연애와 속마음 고민을 차분하게 읽어 드려요.',
      careerYears: 7,
      categories: [expect.objectContaining({ slug: 'career' })],
    });
    const certificates = await call('GET', '/api/client/counselor/certificates', me.token);
    expect(certificates.json).toEqual([
      expect.objectContaining({
        name: '타로심리상담사 2급',
        issuer: '한국타로심리협회',
        grade: '2급',
        issuedOn: '2024-05-18',
        image: expect.objectContaining({ fileUri: `/api/public/files/${image}/original.png` }),
      }),
    ]);
    const refreshed = await app.request('/api/auth/refresh', { headers: bearer(me.refreshToken) });
    expect(((await refreshed.json()) as { user: { roles: string[] } }).user.roles).toEqual([
      'USER',
      'COUNSELOR',
    ]);
    expect(await noticesOfUsers(db, [me.id])).toEqual([
      {
        audience: 'USER',
        userId: me.id,
        type: 'COUNSELOR_APPLICATION_APPROVED',
        title: '상담사 신청이 승인됐어요',
        content: `${body.name} 상담사님, 환영해요! 상담사 앱에 로그인해 프로필을 다듬고 상담 상품과 예약 가능 시간을 열어 주세요.`,
        link: 'http://counselor.localhost:5174/counselor',
      },
    ]);
    // Listed publicly now (level 1, named, enabled).
    const counselorId = self.json.id as number;
    expect((await call('GET', `/api/public/counselors/${counselorId}`)).status).toBe(200);

    const decided = {
      status: 409,
      code: 'APPLICATION_DECIDED',
      message: '이미 승인된 신청이에요.',
    };
    expect((await approve(application.id)).json).toEqual(decided);
    expect((await reject(application.id, '다시 보니 서류가 부족해요.')).json).toEqual(decided);
    expect((await submit(me.token)).json.code).toBe('ALREADY_COUNSELOR');
    expect(await noticesOfUsers(db, [me.id])).toHaveLength(1);
  });

  it('rejects with a reason the applicant reads; it stays an applicant and may apply again', async () => {
    const me = await applicant();
    const application = await submitted(me.token);
    expect((await reject(application.id, '짧음')).json.errors).toEqual([
      { field: 'reason', message: expect.stringContaining('반려 사유') },
    ]);
    const reason = '자격증 사진이 흐려서 확인할 수 없어요. 선명한 사진으로 다시 올려 주세요.';
    const rejected = await reject(application.id, reason);
    expect(rejected.json).toMatchObject({ status: 'REJECTED', reason });
    expect(
      (await call('GET', '/api/client/counselor-applications/me', me.token)).json,
    ).toMatchObject({
      id: application.id,
      status: 'REJECTED',
      reason,
      decidedAt: expect.any(String),
    });
    expect(await noticesOfUsers(db, [me.id])).toEqual([
      {
        audience: 'USER',
        userId: me.id,
        type: 'COUNSELOR_APPLICATION_REJECTED',
        title: '상담사 신청이 반려됐어요',
        content: `반려 사유: ${reason}\n내용을 고쳐서 언제든 다시 신청할 수 있어요.`,
        link: '/counselor/application',
      },
    ]);
    expect(await rolesOf(me.id)).toEqual(['USER']);
    const row = await counselorOf(me.id);
    expect(row).toMatchObject({ level: 0, name: null });
    expect((await approve(application.id)).json).toEqual({
      status: 409,
      code: 'APPLICATION_DECIDED',
      message: '이미 반려된 신청이에요.',
    });

    const again = await submitted(me.token);
    expect(again.id).toBeGreaterThan(application.id);
    const [latest] = await db
      .select({ counselorId: counselorApplications.counselorId })
      .from(counselorApplications)
      .where(eq(counselorApplications.id, again.id));
    expect(latest?.counselorId).toBe(row?.id);
    expect(
      (await call('GET', '/api/client/counselor-applications/me', me.token)).json,
    ).toMatchObject({ id: again.id, status: 'SUBMITTED', reason: null });
  });

  it('refuses to approve a name another counselor took meanwhile, changing nothing', async () => {
    const me = await applicant();
    const body = request();
    const application = await submitted(me.token, body);
    await insertTestCounselor(db, { name: body.name });
    expect((await approve(application.id)).json).toEqual({
      status: 409,
      code: 'NAME_TAKEN',
      message:
        '그사이 다른 상담사가 같은 활동명을 쓰게 됐어요. 반려 사유로 다른 활동명을 정해 다시 신청하도록 안내해 주세요.',
    });
    expect(await rolesOf(me.id)).toEqual(['USER']);
    expect(await counselorOf(me.id)).toMatchObject({ level: 0, name: null });
    const shown = await call('GET', `/api/admin/counselor-applications/${application.id}`, admin);
    expect(shown.json.status).toBe('SUBMITTED');
    expect(await noticesOfUsers(db, [me.id])).toEqual([]);
  });
});

describe('a deleted account', () => {
  it('ends its SUBMITTED application REJECTED, so no operator approves someone who left', async () => {
    const me = await applicant();
    const application = await submitted(me.token);
    const deleted = await call('POST', '/api/client/me/delete', me.token, {
      password: TEST_PASSWORD,
      reason: '더 이상 쓰지 않아요.',
    });
    expect(deleted.status).toBe(204);
    const shown = await call('GET', `/api/admin/counselor-applications/${application.id}`, admin);
    expect(shown.json).toMatchObject({
      status: 'REJECTED',
      reason: '회원 탈퇴로 신청이 종료됐어요.',
      decidedAt: expect.any(String),
    });
    expect((await approve(application.id)).json.code).toBe('APPLICATION_DECIDED');
    expect(await rolesOf(me.id)).toEqual(['USER']);
  });
});

describe('the seed', () => {
  it('leaves one SUBMITTED application by member-moon (달무리) and none by demo-user', async () => {
    const rows = await db
      .select({
        username: users.username,
        status: counselorApplications.status,
        name: counselorApplications.name,
        level: counselors.level,
      })
      .from(counselorApplications)
      .innerJoin(users, eq(users.id, counselorApplications.userId))
      .innerJoin(counselors, eq(counselors.id, counselorApplications.counselorId))
      .where(inArray(users.username, ['member-moon', 'demo-user']));
    expect(rows).toEqual([
      { username: 'member-moon', status: 'SUBMITTED', name: '달무리', level: 0 },
    ]);
    const demo = await login(app, 'demo-user', 'demo1234!');
    expect(demo.user.roles).toEqual(['USER']);
    const none = await call('GET', '/api/client/counselor-applications/me', demo.accessToken);
    expect(none.status).toBe(200);
    expect(none.json).toBeNull();
  });
});
