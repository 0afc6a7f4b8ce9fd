import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { seed } from '../../db/seed';
import { silentLogger } from '../../lib/logger';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { jsonCaller } from '../../test/json-call';
import { login } from '../../test/users';

let database: Database;
let app: ReturnType<typeof createApp>;
let call: ReturnType<typeof jsonCaller>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ env: testEnv(), database, logger: silentLogger });
  call = jsonCaller(app);
});

afterAll(() => database.close());

describe('demo-counselor 별빛’s back office seed', () => {
  it('fills FAQs, address, tax e-mail and a masked settlement account', async () => {
    const { accessToken } = await login(app, 'demo-counselor', 'demo1234!');
    const self = await call('GET', '/api/client/counselor', accessToken);
    expect(self.json).toMatchObject({
      name: '별빛',
      taxEmail: 'byeolbit.tax@arcana.example',
      bankAccount: {
        bankCode: '088',
        bankName: '신한',
        holder: '김별빛',
        numberMasked: '********7561',
      },
      address: {
        zipCode: '04066',
        roadAddress: '서울특별시 마포구 양화로 45 (서교동)',
        jibunAddress: '서울특별시 마포구 서교동 395-166',
        detail: '메세나폴리스 1204호',
      },
    });
    expect(self.json.details).toContain('[상담 스타일]');
    const faqs = await call('GET', '/api/client/counselor/faqs', accessToken);
    expect(faqs.json.map((faq: { question: string }) => faq.question)).toEqual([
      '타로 상담은 처음인데 어떻게 시작하면 되나요?',
      '한 번 상담에 질문은 몇 개까지 할 수 있나요?',
      '상대방의 속마음도 볼 수 있나요?',
      '예약한 시간에 못 들어가면 어떻게 되나요?',
      '상담 내용은 비밀이 보장되나요?',
    ]);
    const profile = await call('GET', `/api/public/counselors/${self.json.id}`);
    expect(profile.json.faqs).toHaveLength(5);
    expect(profile.text).not.toContain('byeolbit.tax');
    expect(profile.text).not.toContain('110482937561');
  });

  it('adds nothing when it runs again', async () => {
    await seed(database.db);
    const { accessToken } = await login(app, 'demo-counselor', 'demo1234!');
    expect((await call('GET', '/api/client/counselor/faqs', accessToken)).json).toHaveLength(5);
  });
});
