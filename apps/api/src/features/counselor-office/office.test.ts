import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counselorFaqs, counselorGalleryImages, counselors, products } from '../../db/schema';
import { AddressProviderError } from '../../providers/address/address-search';
import { hideOtherCounselors, insertTestCategory } from '../../test/counselors';
import { createTestUser, login, TEST_PASSWORD } from '../../test/users';
import { createOfficeHarness, type OfficeHarness } from './office-harness';

let h: OfficeHarness;
let love: number;
let reunion: number;

beforeAll(async () => {
  h = await createOfficeHarness();
  await hideOtherCounselors(h.db);
  love = await insertTestCategory(h.db, 'office-love', '오피스연애', 951);
  reunion = await insertTestCategory(h.db, 'office-reunion', '오피스재회', 952);
});

afterAll(() => h.close());

const profile = (name: string, categoryIds: number[]) => ({
  name,
  introduction: '마음의 길을 함께 찾아가요.',
  careerYears: 8,
  categoryIds,
});

describe('GET /api/client/counselor', () => {
  it('answers the whole own profile, nothing set yet', async () => {
    const me = await h.counselor({ name: '새벽별', categoryIds: [love] });
    const { status, json } = await h.call('GET', '/api/client/counselor', me.token);
    expect(status).toBe(200);
    expect(json).toEqual({
      id: me.id,
      userId: me.userId,
      level: 1,
      status: 'ON',
      enabled: true,
      name: '새벽별',
      introduction: '',
      careerYears: 0,
      details: '',
      keywords: [],
      categories: [
        { id: love, slug: 'office-love', name: '오피스연애', description: '오피스연애 고민' },
      ],
      profileImage: null,
      taxEmail: null,
      bankAccount: null,
      address: null,
      rating: null,
      reviewCount: 0,
    });
  });

  it('answers an applicant (level 0, no COUNSELOR role) and refuses it everything else', async () => {
    const user = await createTestUser(h.db);
    await h.db.insert(counselors).values({ userId: user.id, level: 0 });
    const { accessToken } = await login(h.app, user.username ?? '', TEST_PASSWORD);
    const own = await h.call('GET', '/api/client/counselor', accessToken);
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({ level: 0, name: null, taxEmail: null });
    const put = await h.call(
      'PUT',
      '/api/client/counselor',
      accessToken,
      profile('지원자', [love]),
    );
    expect(put.status).toBe(403);
    expect((await h.call('GET', '/api/client/counselor/faqs', accessToken)).status).toBe(403);
  });

  it('refuses a plain user with 403 on every counselor path', async () => {
    const user = await createTestUser(h.db);
    const { accessToken } = await login(h.app, user.username ?? '', TEST_PASSWORD);
    for (const [method, path] of [
      ['GET', '/api/client/counselor'],
      ['GET', '/api/client/counselor/bank-account'],
      ['PUT', '/api/client/counselor/address'],
      ['PATCH', '/api/client/counselor/enabled'],
      ['POST', '/api/client/counselor/tax-email/send-verification-code'],
    ] as const) {
      const { status, json } = await h.call(
        method,
        path,
        accessToken,
        method === 'GET' ? undefined : {},
      );
      expect(status).toBe(403);
      expect(json).toEqual({ status: 403, code: 'FORBIDDEN', message: '권한이 없어요.' });
    }
  });
});

describe('PUT /api/client/counselor and exists-name', () => {
  it('changes the profile and the categories', async () => {
    const me = await h.counselor({ name: '변경전' });
    const { status, json } = await h.call(
      'PUT',
      '/api/client/counselor',
      me.token,
      profile(' 달빛 타로 ', [reunion, love]),
    );
    expect(status).toBe(200);
    expect(json).toMatchObject({
      name: '달빛 타로',
      introduction: '마음의 길을 함께 찾아가요.',
      careerYears: 8,
    });
    expect(json.categories.map((category: { id: number }) => category.id)).toEqual([love, reunion]);
  });

  it('refuses a name another counselor uses with 409 NAME_TAKEN, and keeps the caller’s own', async () => {
    await h.counselor({ name: '선점한이름' });
    const me = await h.counselor({ name: '내이름' });
    const taken = await h.call(
      'PUT',
      '/api/client/counselor',
      me.token,
      profile('선점한이름', [love]),
    );
    expect(taken.status).toBe(409);
    expect(taken.json).toEqual({
      status: 409,
      code: 'NAME_TAKEN',
      message: '이미 쓰이고 있는 활동명이에요. 다른 이름을 정해 주세요.',
    });
    const same = await h.call('PUT', '/api/client/counselor', me.token, profile('내이름', [love]));
    expect(same.status).toBe(200);

    const ask = (name: string) =>
      h.call(
        'GET',
        `/api/client/counselors/exists-name?name=${encodeURIComponent(name)}`,
        me.token,
      );
    expect((await ask('선점한이름')).json).toEqual({ exists: true });
    expect((await ask('내이름')).json).toEqual({ exists: false });
    expect((await ask('아무도안쓴이름')).json).toEqual({ exists: false });
    expect((await ask('!')).status).toBe(400);
  });

  it('lets any logged-in user ask whether a name is taken', async () => {
    const user = await createTestUser(h.db);
    const { accessToken } = await login(h.app, user.username ?? '', TEST_PASSWORD);
    const { status, json } = await h.call(
      'GET',
      `/api/client/counselors/exists-name?name=${encodeURIComponent('선점한이름')}`,
      accessToken,
    );
    expect(status).toBe(200);
    expect(json).toEqual({ exists: true });
  });

  it('refuses an unknown category with 400', async () => {
    const me = await h.counselor({ name: '분야틀림' });
    const { status, json } = await h.call(
      'PUT',
      '/api/client/counselor',
      me.token,
      profile('분야틀림', [love, 999_999]),
    );
    expect(status).toBe(400);
    expect(json.errors).toEqual([
      { field: 'categoryIds', message: '없는 상담 분야가 있어요. 다시 골라 주세요.' },
    ]);
  });
});

describe('details, keywords and the profile image', () => {
  it('keeps details of up to 5,000 and up to 10 keywords', async () => {
    const me = await h.counselor({ name: '키워드' });
    const details = await h.call('POST', '/api/client/counselor/details', me.token, {
      details: '상담 경력 8년\n타로와 심리 상담을 함께 해요.',
    });
    expect(details.json.details).toBe('상담 경력 8년\n타로와 심리 상담을 함께 해요.');
    expect(
      (
        await h.call('POST', '/api/client/counselor/details', me.token, {
          details: '가'.repeat(5_001),
        })
      ).status,
    ).toBe(400);

    const ten = ['연애', '재회', '궁합', '이직', '진로', '금전', '건강', '가족', '학업', '타로'];
    const keywords = await h.call('PATCH', '/api/client/counselor/keywords', me.token, {
      keywords: ten,
    });
    expect(keywords.json.keywords).toEqual(ten);
    const eleven = await h.call('PATCH', '/api/client/counselor/keywords', me.token, {
      keywords: [...ten, '사주'],
    });
    expect(eleven.status).toBe(400);
    expect(eleven.json.errors).toEqual([
      { field: 'keywords', message: '키워드는 10개까지 넣을 수 있어요.' },
    ]);
  });

  it('sets and removes the profile image; the old upload is gone', async () => {
    const me = await h.counselor({ name: '사진' });
    const first = await h.upload(me.userId);
    const second = await h.upload(me.userId);
    const set = await h.call('PATCH', '/api/client/counselor/profile-image', me.token, {
      uploadId: first,
    });
    expect(set.status).toBe(200);
    expect(set.json.profileImage.thumbUri360).toBe(`/api/public/files/${first}/w360.webp`);
    await h.call('PATCH', '/api/client/counselor/profile-image', me.token, { uploadId: second });
    const uploads = await h.db.query.uploads.findMany();
    expect(uploads.some((row) => row.id === first)).toBe(false);
    expect(uploads.find((row) => row.id === second)?.purpose).toBe('counselor-profile-image');
    const removed = await h.call('DELETE', '/api/client/counselor/profile-image', me.token);
    expect(removed.json.profileImage).toBeNull();

    const other = await h.counselor({ name: '남의사진' });
    const stranger = await h.upload(other.userId);
    const refused = await h.call('PATCH', '/api/client/counselor/profile-image', me.token, {
      uploadId: stranger,
    });
    expect(refused.status).toBe(403);
  });
});

describe('certificates, gallery and FAQs', () => {
  const certificate = {
    name: '타로 상담사 1급',
    issuer: '한국타로협회',
    grade: '1급',
    issuedOn: '2019-05-18',
    uploadId: null,
  };

  it('adds, changes and deletes certificates, up to 10; another counselor’s is 404', async () => {
    const me = await h.counselor({ name: '자격증' });
    const added = await h.call('POST', '/api/client/counselor/certificates', me.token, certificate);
    expect(added.status).toBe(200);
    const [first] = added.json;
    expect(first).toMatchObject({
      name: '타로 상담사 1급',
      issuer: '한국타로협회',
      grade: '1급',
      issuedOn: '2019-05-18',
      uploadId: null,
    });
    expect(first.image.fileUri).toMatch(
      new RegExp(`^/api/public/counselors/${me.id}/certificates/${first.id}/image\\.svg\\?v=`),
    );
    const uploadId = await h.upload(me.userId);
    const changed = await h.call(
      'PUT',
      `/api/client/counselor/certificates/${first.id}`,
      me.token,
      {
        ...certificate,
        grade: '2급',
        uploadId,
      },
    );
    expect(changed.json[0]).toMatchObject({ grade: '2급', uploadId });
    expect(changed.json[0].image.thumbUri780).toBe(`/api/public/files/${uploadId}/w780.webp`);

    const other = await h.counselor({ name: '남의자격증' });
    expect(
      (await h.call('DELETE', `/api/client/counselor/certificates/${first.id}`, other.token))
        .status,
    ).toBe(404);
    expect(
      (await h.call('DELETE', '/api/client/counselor/certificates/99999999999', me.token)).status,
    ).toBe(404);

    for (let index = 1; index < 10; index += 1) {
      await h.call('POST', '/api/client/counselor/certificates', me.token, certificate);
    }
    const full = await h.call('POST', '/api/client/counselor/certificates', me.token, certificate);
    expect(full.status).toBe(409);
    expect(full.json).toEqual({
      status: 409,
      code: 'CERTIFICATES_FULL',
      message: '자격증은 10개까지 등록할 수 있어요.',
    });
    const deleted = await h.call(
      'DELETE',
      `/api/client/counselor/certificates/${first.id}`,
      me.token,
    );
    expect(deleted.json).toHaveLength(9);
  });

  it('keeps up to 30 gallery pictures in the order given, each caption changed by its owner only', async () => {
    const me = await h.counselor({ name: '갤러리' });
    const a = await h.upload(me.userId);
    const b = await h.upload(me.userId);
    await h.call('POST', '/api/client/counselor/gallery', me.token, {
      uploadId: a,
      caption: '상담실',
    });
    const two = await h.call('POST', '/api/client/counselor/gallery', me.token, {
      uploadId: b,
      caption: '타로 카드',
    });
    expect(two.json.map((image: { caption: string }) => image.caption)).toEqual([
      '상담실',
      '타로 카드',
    ]);
    const ids = two.json.map((image: { id: number }) => image.id);

    const mismatch = await h.call('PUT', '/api/client/counselor/gallery/order', me.token, {
      ids: [ids[0]],
    });
    expect(mismatch.status).toBe(409);
    expect(mismatch.json.code).toBe('ORDER_MISMATCH');
    const ordered = await h.call('PUT', '/api/client/counselor/gallery/order', me.token, {
      ids: [...ids].reverse(),
    });
    expect(ordered.json.map((image: { caption: string }) => image.caption)).toEqual([
      '타로 카드',
      '상담실',
    ]);

    const captioned = await h.call('PATCH', `/api/client/counselor/gallery/${ids[0]}`, me.token, {
      caption: '햇살 드는 상담실',
    });
    expect(captioned.json.map((image: { caption: string }) => image.caption)).toEqual([
      '타로 카드',
      '햇살 드는 상담실',
    ]);
    const long = await h.call('PATCH', `/api/client/counselor/gallery/${ids[0]}`, me.token, {
      caption: '가'.repeat(61),
    });
    expect(long.status).toBe(400);
    const stranger = await h.counselor({ name: '남의갤러리' });
    const foreign = await h.call(
      'PATCH',
      `/api/client/counselor/gallery/${ids[0]}`,
      stranger.token,
      { caption: '바꿔치기' },
    );
    expect(foreign.status).toBe(404);
    const after = await h.call('GET', '/api/client/counselor/gallery', me.token);
    expect(after.json.map((image: { caption: string }) => image.caption)).toEqual([
      '타로 카드',
      '햇살 드는 상담실',
    ]);

    await h.db
      .insert(counselorGalleryImages)
      .values(
        Array.from({ length: 28 }, (_, index) => ({ counselorId: me.id, position: 10 + index })),
      );
    const full = await h.call('POST', '/api/client/counselor/gallery', me.token, {
      uploadId: await h.upload(me.userId),
      caption: '',
    });
    expect(full.status).toBe(409);
    expect(full.json).toEqual({
      status: 409,
      code: 'GALLERY_FULL',
      message: '갤러리 이미지는 30장까지 올릴 수 있어요.',
    });
    const deleted = await h.call('DELETE', `/api/client/counselor/gallery/${ids[0]}`, me.token);
    expect(deleted.json).toHaveLength(29);
    expect((await h.db.query.uploads.findMany()).some((row) => row.id === a)).toBe(false);
  });

  it('keeps up to 20 FAQs, in order, and shows them on the public profile', async () => {
    const me = await h.counselor({ name: '질문답변', level: 1 });
    const faq = (question: string) => ({ question, answer: '채팅으로 편하게 이야기해요.' });
    await h.call('POST', '/api/client/counselor/faqs', me.token, faq('상담은 어떻게 하나요?'));
    const two = await h.call('POST', '/api/client/counselor/faqs', me.token, faq('환불이 되나요?'));
    const [first, second] = two.json;
    expect(two.json).toEqual([
      {
        id: first.id,
        question: '상담은 어떻게 하나요?',
        answer: '채팅으로 편하게 이야기해요.',
        position: 0,
      },
      {
        id: second.id,
        question: '환불이 되나요?',
        answer: '채팅으로 편하게 이야기해요.',
        position: 1,
      },
    ]);
    await h.call('PUT', '/api/client/counselor/faqs/order', me.token, {
      ids: [second.id, first.id],
    });
    const changed = await h.call('PUT', `/api/client/counselor/faqs/${first.id}`, me.token, {
      question: '상담은 어떻게 진행되나요?',
      answer: '예약한 시간에 채팅방에서 만나요.',
    });
    expect(changed.json.map((row: { question: string }) => row.question)).toEqual([
      '환불이 되나요?',
      '상담은 어떻게 진행되나요?',
    ]);

    const publicProfile = await h.call('GET', `/api/public/counselors/${me.id}`);
    expect(publicProfile.json.faqs).toEqual([
      {
        id: second.id,
        question: '환불이 되나요?',
        answer: '채팅으로 편하게 이야기해요.',
        position: 0,
      },
      {
        id: first.id,
        question: '상담은 어떻게 진행되나요?',
        answer: '예약한 시간에 채팅방에서 만나요.',
        position: 1,
      },
    ]);

    const other = await h.counselor({ name: '남의질문' });
    expect(
      (await h.call('DELETE', `/api/client/counselor/faqs/${first.id}`, other.token)).status,
    ).toBe(404);
    await h.db.insert(counselorFaqs).values(
      Array.from({ length: 18 }, (_, index) => ({
        counselorId: me.id,
        question: `질문 ${index}번이에요`,
        answer: '답변이에요.',
        position: 2 + index,
      })),
    );
    const full = await h.call('POST', '/api/client/counselor/faqs', me.token, faq('스물한 번째?'));
    expect(full.status).toBe(409);
    expect(full.json).toEqual({
      status: 409,
      code: 'FAQS_FULL',
      message: '자주 묻는 질문은 20개까지 등록할 수 있어요.',
    });
  });
});

describe('address', () => {
  it('searches the bundled addresses and saves one with a detail line', async () => {
    const me = await h.counselor({ name: '주소' });
    const search = await h.call(
      'GET',
      `/api/client/counselor/address/search?keyword=${encodeURIComponent('세종대로 209')}`,
      me.token,
    );
    expect(search.json).toEqual({
      items: [
        {
          zipCode: '03171',
          roadAddress: '서울특별시 종로구 세종대로 209 (세종로)',
          jibunAddress: '서울특별시 종로구 세종로 77-6',
          buildingName: '정부서울청사',
        },
      ],
      totalCount: 1,
      page: 1,
      pageSize: 10,
    });
    expect((await h.call('GET', '/api/client/counselor/address', me.token)).json).toBeNull();
    const address = { ...search.json.items[0], detail: '3층 상담실' };
    delete address.buildingName;
    const saved = await h.call('PUT', '/api/client/counselor/address', me.token, address);
    expect(saved.json).toEqual({
      zipCode: '03171',
      roadAddress: '서울특별시 종로구 세종대로 209 (세종로)',
      jibunAddress: '서울특별시 종로구 세종로 77-6',
      detail: '3층 상담실',
    });
    expect((await h.call('GET', '/api/client/counselor/address', me.token)).json).toEqual(
      saved.json,
    );
    expect(
      (
        await h.call('PUT', '/api/client/counselor/address', me.token, {
          ...address,
          zipCode: '0317',
        })
      ).status,
    ).toBe(400);
  });

  it('answers 502 in Korean when the address service fails', async () => {
    const failing = await createOfficeHarness({
      address: {
        search: async () => {
          throw new AddressProviderError('E0001', '승인되지 않은 KEY 입니다.');
        },
      },
    });
    try {
      const me = await failing.counselor({ name: '주소실패' });
      const { status, json } = await failing.call(
        'GET',
        `/api/client/counselor/address/search?keyword=${encodeURIComponent('세종대로')}`,
        me.token,
      );
      expect(status).toBe(502);
      expect(json).toEqual({
        status: 502,
        code: 'ADDRESS_SEARCH_UNAVAILABLE',
        message: '주소 검색이 잠시 안 되고 있어요. 잠시 후 다시 검색해 주세요.',
      });
    } finally {
      await failing.close();
    }
  });
});

describe('tax e-mail', () => {
  const send = (token: string, value: string) =>
    h.call('POST', '/api/client/counselor/tax-email/send-verification-code', token, { value });
  const verify = (token: string, email: string, code: string) =>
    h.call('POST', '/api/client/counselor/tax-email/verify-and-update', token, { email, code });
  const codeSentTo = async (email: string): Promise<string> => {
    const { json } = await h.call('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
    return json[0].code;
  };
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
  const taxEmailOf = async (token: string) =>
    (await h.call('GET', '/api/client/counselor', token)).json.taxEmail;

  it('e-mails a code and changes the tax e-mail only with the right code', async () => {
    const me = await h.counselor({ name: '세금메일' });
    const sent = await send(me.token, 'tax@byeolbit.kr');
    expect(sent.json).toEqual({ expiresInSeconds: 180, resendAfterSeconds: 60 });
    const { json: outbox } = await h.call('GET', '/api/dev/outbox?to=tax%40byeolbit.kr');
    expect(outbox[0]).toMatchObject({ channel: 'email', to: 'tax@byeolbit.kr' });
    expect(outbox[0].text).toContain('[아르카나] 세금계산서 이메일 인증번호');
    const code = outbox[0].code as string;
    expect(code).toMatch(/^\d{6}$/);

    const mismatch = await verify(me.token, 'tax@byeolbit.kr', wrong(code));
    expect(mismatch.status).toBe(400);
    expect(mismatch.json).toEqual({
      status: 400,
      code: 'CODE_MISMATCH',
      message: '인증번호가 맞지 않아요. 4번 더 입력할 수 있어요.',
      errors: [{ field: 'code', message: '인증번호가 맞지 않아요. 4번 더 입력할 수 있어요.' }],
    });
    expect(await taxEmailOf(me.token)).toBeNull();
    // The code vouches for the address it was sent to only.
    expect((await verify(me.token, 'other@byeolbit.kr', code)).json.code).toBe(
      'CODE_NOT_REQUESTED',
    );
    expect(await taxEmailOf(me.token)).toBeNull();

    const done = await verify(me.token, 'tax@byeolbit.kr', code);
    expect(done.status).toBe(200);
    expect(done.json.taxEmail).toBe('tax@byeolbit.kr');
    // Spent: the same code again changes nothing.
    expect((await verify(me.token, 'tax@byeolbit.kr', code)).json.code).toBe('CODE_NOT_REQUESTED');
  });

  it('asks to wait 60 s before another code', async () => {
    const me = await h.counselor({ name: '재요청' });
    await send(me.token, 'again@byeolbit.kr');
    h.advance(20_000);
    const soon = await send(me.token, 'again@byeolbit.kr');
    expect(soon.status).toBe(429);
    expect(soon.headers.get('Retry-After')).toBe('40');
    expect(soon.json.message).toBe('인증번호는 40초 후에 다시 받을 수 있어요.');
    h.advance(40_000);
    expect((await send(me.token, 'again@byeolbit.kr')).status).toBe(200);
  });

  it('refuses an expired code (3 minutes)', async () => {
    const me = await h.counselor({ name: '만료' });
    await send(me.token, 'late@byeolbit.kr');
    const code = await codeSentTo('late@byeolbit.kr');
    h.advance(180_000);
    const late = await verify(me.token, 'late@byeolbit.kr', code);
    expect(late.status).toBe(400);
    expect(late.json.code).toBe('CODE_EXPIRED');
    expect(late.json.message).toBe(
      '인증번호의 유효 시간(3분)이 지났어요. 인증번호를 다시 받아 주세요.',
    );
    expect(await taxEmailOf(me.token)).toBeNull();
  });

  it('refuses even the right code after 5 wrong ones', async () => {
    const me = await h.counselor({ name: '다섯번' });
    await send(me.token, 'five@byeolbit.kr');
    const code = await codeSentTo('five@byeolbit.kr');
    const answers: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      answers.push((await verify(me.token, 'five@byeolbit.kr', wrong(code))).json.message);
    }
    expect(answers).toEqual([
      '인증번호가 맞지 않아요. 4번 더 입력할 수 있어요.',
      '인증번호가 맞지 않아요. 3번 더 입력할 수 있어요.',
      '인증번호가 맞지 않아요. 2번 더 입력할 수 있어요.',
      '인증번호가 맞지 않아요. 1번 더 입력할 수 있어요.',
      '인증번호를 5번 틀렸어요. 인증번호를 다시 받아 주세요.',
    ]);
    const right = await verify(me.token, 'five@byeolbit.kr', code);
    expect(right.status).toBe(400);
    expect(right.json.code).toBe('CODE_ATTEMPTS_EXCEEDED');
    expect(await taxEmailOf(me.token)).toBeNull();
  });
});

describe('bank account', () => {
  it('answers the number masked, to its owner too', async () => {
    const me = await h.counselor({ name: '정산' });
    expect((await h.call('GET', '/api/client/counselor/bank-account', me.token)).json).toBeNull();
    const saved = await h.call('PUT', '/api/client/counselor/bank-account', me.token, {
      bankCode: '004',
      holder: '김서연',
      number: '123456-04-567890',
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({
      bankCode: '004',
      bankName: '국민',
      holder: '김서연',
      numberMasked: '**********7890',
    });
    expect((await h.call('GET', '/api/client/counselor/bank-account', me.token)).json).toEqual(
      saved.json,
    );
    const self = await h.call('GET', '/api/client/counselor', me.token);
    expect(self.json.bankAccount).toEqual(saved.json);
    expect(self.text).not.toContain('12345604567890');
    expect(self.text).not.toContain('567890');
  });
});

describe('tax e-mail and bank number stay with their owner', () => {
  it('are in no answer to anyone else: public profile, search, another counselor, the api document', async () => {
    const [category] = [love];
    const me = await h.counselor({
      name: '비밀지킴',
      introduction: '비밀을 지켜 드려요.',
      categoryIds: [category],
    });
    await h.call('POST', '/api/client/counselor/tax-email/send-verification-code', me.token, {
      value: 'secret-tax@byeolbit.kr',
    });
    const { json: outbox } = await h.call('GET', '/api/dev/outbox?to=secret-tax%40byeolbit.kr');
    await h.call('POST', '/api/client/counselor/tax-email/verify-and-update', me.token, {
      email: 'secret-tax@byeolbit.kr',
      code: outbox[0].code,
    });
    await h.call('PUT', '/api/client/counselor/bank-account', me.token, {
      bankCode: '088',
      holder: '김서연',
      number: '110987654321',
    });
    expect((await h.call('GET', '/api/client/counselor', me.token)).json.taxEmail).toBe(
      'secret-tax@byeolbit.kr',
    );

    const other = await h.counselor({ name: '다른상담사' });
    const user = await createTestUser(h.db);
    const { accessToken } = await login(h.app, user.username ?? '', TEST_PASSWORD);
    const answers = [
      await h.call('GET', `/api/public/counselors/${me.id}`),
      await h.call('GET', `/api/public/counselors/${me.id}`, accessToken),
      await h.call('GET', `/api/public/counselors?q=${encodeURIComponent('비밀지킴')}`),
      await h.call('GET', '/api/public/counselors?category=office-love', accessToken),
      await h.call('GET', '/api/client/counselor', other.token),
      await h.call('GET', '/api/client/counselor/bank-account', other.token),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers[2]?.json.content.map((card: { name: string }) => card.name)).toEqual([
      '비밀지킴',
    ]);
    for (const answer of answers) {
      expect(answer.text).not.toContain('secret-tax');
      expect(answer.text).not.toContain('110987654321');
      expect(answer.text).not.toContain('taxEmail":"secret');
    }

    // Structurally: only the owner's own routes answer a tax e-mail (admin routes included).
    const document = (await h.call('GET', '/api/openapi.json')).json;
    const routesWithTaxEmail = Object.entries(document.paths as Record<string, object>)
      .flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => ({
          route: `${method.toUpperCase()} ${path}`,
          text: JSON.stringify((operation as { responses?: unknown }).responses ?? {}),
        })),
      )
      .filter(({ text }) => text.includes('taxEmail') || text.includes('CounselorSelf'))
      .map(({ route }) => route);
    expect(routesWithTaxEmail.every((route) => route.includes('/api/client/counselor'))).toBe(true);
    expect(routesWithTaxEmail.some((route) => route.includes('/api/admin'))).toBe(false);
  });
});

describe('PATCH /api/client/counselor/enabled', () => {
  it('hides a paused counselor from search and its profile, and refuses orders of its products', async () => {
    const me = await h.counselor({ name: '쉬어가요', categoryIds: [reunion] });
    const [product] = await h.db
      .insert(products)
      .values({
        counselorId: me.id,
        name: '30분 채팅 상담',
        counselingType: 'CHAT',
        durationMinutes: 30,
        price: 33_000,
      })
      .returning({ id: products.id });
    const listed = () =>
      h
        .call('GET', '/api/public/counselors?category=office-reunion')
        .then((answer) => answer.json.content.map((card: { name: string }) => card.name));
    expect(await listed()).toContain('쉬어가요');

    const productsBefore = await h.call('GET', '/api/public/products?category=office-reunion');
    expect(productsBefore.json.content.map((card: { name: string }) => card.name)).toEqual([
      '30분 채팅 상담',
    ]);

    const paused = await h.call('PATCH', '/api/client/counselor/enabled', me.token, {
      value: false,
    });
    expect(paused.status).toBe(200);
    expect(paused.json.enabled).toBe(false);
    expect(await listed()).not.toContain('쉬어가요');
    expect((await h.call('GET', `/api/public/counselors/${me.id}`)).status).toBe(404);
    const productList = await h.call('GET', '/api/public/products?category=office-reunion');
    expect(productList.json.content).toEqual([]);
    expect((await h.call('GET', `/api/public/counselors/${me.id}/products`)).status).toBe(404);

    const buyer = await createTestUser(h.db);
    const { accessToken } = await login(h.app, buyer.username ?? '', TEST_PASSWORD);
    const order = await h.call('POST', '/api/client/orders', accessToken, {
      productId: product?.id,
      startType: 'IMMEDIATE',
      points: 0,
      agreements: { terms: true, refundPolicy: true, privacyThirdParty: true },
    });
    expect(order.status).toBe(409);
    expect(order.json).toEqual({
      status: 409,
      code: 'PRODUCT_UNAVAILABLE',
      message: '지금은 구매할 수 없는 상품이에요. 다른 상품을 골라 주세요.',
    });

    await h.call('PATCH', '/api/client/counselor/enabled', me.token, { value: true });
    expect(await listed()).toContain('쉬어가요');
  });
});
