import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fetchCounselorNameExists,
  orderCounselorFaqs,
  saveCounselorBankAccount,
  searchCounselorAddress,
  sendTaxEmailCode,
  verifyTaxEmail,
} from './profile-fetchers';
import { counselorOfficeMutations } from './profile-mutations';
import { counselorOfficeQueries } from './profile-queries';

const self = {
  id: 1,
  userId: 2,
  level: 1,
  status: 'ON',
  enabled: true,
  name: '별빛',
  introduction: '마음의 길을 함께 찾아가요.',
  careerYears: 8,
  details: '',
  keywords: ['연애'],
  categories: [{ id: 1, slug: 'love', name: '연애', description: '연애 고민' }],
  profileImage: null,
  taxEmail: 'tax@byeolbit.kr',
  bankAccount: {
    bankCode: '004',
    bankName: '국민',
    holder: '김서연',
    numberMasked: '**********7890',
  },
  address: null,
  rating: 4.8,
  reviewCount: 12,
};

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function sent(call = 0) {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return { url, method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : null };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('document', { cookie: 'accessToken=access-1' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('counselor office fetchers', () => {
  it('asks whether a name is taken with the name in the query', async () => {
    fetchMock.mockResolvedValue(json({ exists: true }));
    expect(await fetchCounselorNameExists('별빛 타로')).toEqual({ exists: true });
    expect(sent().url).toBe(
      '/api/client/counselors/exists-name?name=%EB%B3%84%EB%B9%9B+%ED%83%80%EB%A1%9C',
    );
  });

  it('searches addresses by keyword and page', async () => {
    const page = { items: [], totalCount: 0, page: 2, pageSize: 10 };
    fetchMock.mockResolvedValue(json(page));
    expect(await searchCounselorAddress('세종대로', 2)).toEqual(page);
    expect(sent().url).toBe(
      '/api/client/counselor/address/search?keyword=%EC%84%B8%EC%A2%85%EB%8C%80%EB%A1%9C&page=2',
    );
  });

  it('sends and verifies the tax e-mail code', async () => {
    fetchMock.mockResolvedValueOnce(json({ expiresInSeconds: 180, resendAfterSeconds: 60 }));
    fetchMock.mockResolvedValueOnce(json(self));
    await sendTaxEmailCode('tax@byeolbit.kr');
    const answer = await verifyTaxEmail('tax@byeolbit.kr', '123456');
    expect(sent(0)).toEqual({
      url: '/api/client/counselor/tax-email/send-verification-code',
      method: 'POST',
      body: { value: 'tax@byeolbit.kr' },
    });
    expect(sent(1)).toEqual({
      url: '/api/client/counselor/tax-email/verify-and-update',
      method: 'POST',
      body: { email: 'tax@byeolbit.kr', code: '123456' },
    });
    expect(answer.taxEmail).toBe('tax@byeolbit.kr');
  });

  it('PUTs the bank account and reads it back masked', async () => {
    const masked = {
      bankCode: '004',
      bankName: '국민',
      holder: '김서연',
      numberMasked: '**********7890',
    };
    fetchMock.mockResolvedValue(json(masked));
    const request = { bankCode: '004' as const, holder: '김서연', number: '12345604567890' };
    expect(await saveCounselorBankAccount(request)).toEqual(masked);
    expect(sent()).toEqual({
      url: '/api/client/counselor/bank-account',
      method: 'PUT',
      body: request,
    });
  });

  it('PUTs the FAQ order as ids', async () => {
    fetchMock.mockResolvedValue(json([]));
    await orderCounselorFaqs([3, 1, 2]);
    expect(sent()).toEqual({
      url: '/api/client/counselor/faqs/order',
      method: 'PUT',
      body: { ids: [3, 1, 2] },
    });
  });
});

describe('counselor office cache', () => {
  it('keeps the profile a write answers under the self query', async () => {
    fetchMock.mockResolvedValue(json({ ...self, keywords: ['연애', '재회'] }));
    const client = new QueryClient();
    await client
      .getMutationCache()
      .build(client, counselorOfficeMutations.setKeywords())
      .execute(['연애', '재회']);
    expect(client.getQueryData(counselorOfficeQueries.self().queryKey)?.keywords).toEqual([
      '연애',
      '재회',
    ]);
    expect(counselorOfficeQueries.self().queryKey).toEqual(['me', 'counselor']);
  });
});
