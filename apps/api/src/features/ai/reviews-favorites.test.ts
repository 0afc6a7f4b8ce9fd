import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { aiChatMessages, users } from '../../db/schema';
import { silentLogger } from '../../lib/logger';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { jsonCaller } from '../../test/json-call';
import { characterId, insertReading } from '../../test/shared-readings';
import { createTestUser, login, TEST_PASSWORD } from '../../test/users';
import { characterSummaries } from './share-data';

let database: Database;
let app: ReturnType<typeof createApp>;
let luna: number;
let sage: number;

async function person(displayName: string) {
  const user = await createTestUser(database.db);
  await database.db.update(users).set({ displayName }).where(eq(users.id, user.id));
  const { accessToken } = await login(app, user.username ?? '', TEST_PASSWORD);
  return { id: user.id, token: accessToken };
}

const call = (...args: Parameters<ReturnType<typeof jsonCaller>>) => jsonCaller(app)(...args);

async function summaryOf(id: number) {
  return (await characterSummaries(database.db, [id])).get(id);
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ env: testEnv(), database, logger: silentLogger });
  luna = await characterId(database.db, 'luna');
  sage = await characterId(database.db, 'sage');
});

afterAll(async () => {
  await database.close();
});

describe('PUT /api/client/ai/characters/{id}/review', () => {
  it('refuses someone who has had no reading or chat with the character (Korean 403)', async () => {
    const stranger = await person('낯선이');
    const { status, json } = await call(
      'PUT',
      `/api/client/ai/characters/${luna}/review`,
      stranger.token,
      { rating: 5, content: '아직 안 받아 봤지만 좋아 보여요' },
    );
    expect(status).toBe(403);
    expect(json).toMatchObject({
      code: 'FORBIDDEN',
      message: '루나에게 리딩을 받은 뒤에 후기를 남길 수 있어요.',
    });
  });

  it('writes one review per person, rewrites it, and deletes it', async () => {
    const reader = await person('김달빛');
    await insertReading(database.db, { userId: reader.id, characterId: luna });
    const path = `/api/client/ai/characters/${luna}/review`;
    const first = await call('PUT', path, reader.token, {
      rating: 4,
      content: '달빛처럼 조용하게 위로받았어요.',
    });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      rating: 4,
      content: '달빛처럼 조용하게 위로받았어요.',
      authorName: '김**',
      mine: true,
      character: { id: luna, name: '루나' },
    });
    const second = await call('PUT', path, reader.token, {
      rating: 5,
      content: '두 번째 리딩도 정말 좋았어요!',
    });
    expect(second.json).toMatchObject({ id: first.json.id, rating: 5 });

    const page = await call('GET', `/api/public/ai/characters/${luna}/reviews`);
    const mine = page.json.content.filter((each: { id: number }) => each.id === first.json.id);
    expect(mine).toEqual([expect.objectContaining({ rating: 5, mine: false })]);
    const asReader = await call('GET', `/api/public/ai/characters/${luna}/reviews`, reader.token);
    expect(
      asReader.json.content.find((each: { id: number }) => each.id === first.json.id).mine,
    ).toBe(true);

    const own = await call('GET', '/api/client/ai/reviews', reader.token);
    expect(own.json).toMatchObject({ empty: false, last: true, totalPages: 1 });
    expect(own.json.content).toHaveLength(1);

    expect((await call('DELETE', path, reader.token)).status).toBe(204);
    expect((await call('DELETE', path, reader.token)).status).toBe(404);
    expect((await call('GET', '/api/client/ai/reviews', reader.token)).json.empty).toBe(true);
  });

  it('counts a chat with the character as having used it', async () => {
    const talker = await person('수다쟁이');
    await database.db
      .insert(aiChatMessages)
      .values({ userId: talker.id, characterId: sage, role: 'USER', content: '안녕하세요' });
    const { status } = await call('PUT', `/api/client/ai/characters/${sage}/review`, talker.token, {
      rating: 3,
      content: '설명이 꼼꼼해서 좋았어요.',
    });
    expect(status).toBe(200);
  });

  it('validates rating 1–5 and text 10–1,000, and answers an unknown character with 404', async () => {
    const reader = await person('검사자');
    await insertReading(database.db, { userId: reader.id, characterId: luna });
    const path = `/api/client/ai/characters/${luna}/review`;
    for (const body of [
      { rating: 0, content: '열 글자가 넘는 후기예요.' },
      { rating: 6, content: '열 글자가 넘는 후기예요.' },
      { rating: 4.5, content: '열 글자가 넘는 후기예요.' },
      { rating: 4, content: '짧아요' },
      { rating: 4, content: '가'.repeat(1001) },
    ]) {
      expect((await call('PUT', path, reader.token, body)).status).toBe(400);
    }
    const unknown = await call('PUT', '/api/client/ai/characters/999999/review', reader.token, {
      rating: 4,
      content: '열 글자가 넘는 후기예요.',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('캐릭터를 찾을 수 없어요.');
    expect((await call('GET', '/api/public/ai/characters/99999999999/reviews')).status).toBe(404);
  });

  it('feeds the character summaries’ rating and review count', async () => {
    const [a, b] = [await person('가나'), await person('다라')];
    const hangyeol = await characterId(database.db, 'hangyeol');
    const before = await summaryOf(hangyeol);
    for (const [who, rating] of [
      [a, 5],
      [b, 2],
    ] as const) {
      await insertReading(database.db, { userId: who.id, characterId: hangyeol });
      await call('PUT', `/api/client/ai/characters/${hangyeol}/review`, who.token, {
        rating,
        content: '핵심을 짚어 줘서 도움이 됐어요.',
      });
    }
    const after = await summaryOf(hangyeol);
    expect(after?.reviewCount).toBe((before?.reviewCount ?? 0) + 2);
    expect(after?.rating).not.toBeNull();
  });
});

describe('favourites', () => {
  it('toggles a favourite with its count and lists the caller’s favourites, latest first', async () => {
    const fan = await person('팬');
    const other = await person('다른팬');
    const path = `/api/client/ai/favorites/${sage}`;
    const start = (await call('GET', path, fan.token)).json;
    expect(start.favorite).toBe(false);
    const added = await call('PUT', path, fan.token);
    expect(added.json).toEqual({ favorite: true, favoriteCount: start.favoriteCount + 1 });
    expect((await call('PUT', path, fan.token)).json.favoriteCount).toBe(start.favoriteCount + 1);
    await call('PUT', path, other.token);
    expect((await call('GET', path, fan.token)).json.favoriteCount).toBe(start.favoriteCount + 2);
    await call('PUT', `/api/client/ai/favorites/${luna}`, fan.token);

    const list = await call('GET', '/api/client/ai/favorites', fan.token);
    expect(list.json.map((each: { id: number }) => each.id)).toEqual([luna, sage]);
    expect(list.json[1]).toMatchObject({ slug: 'sage', favoriteCount: start.favoriteCount + 2 });

    const removed = await call('DELETE', path, fan.token);
    expect(removed.json).toEqual({ favorite: false, favoriteCount: start.favoriteCount + 1 });
    const unknown = await call('PUT', '/api/client/ai/favorites/999999', fan.token);
    expect(unknown.status).toBe(404);
  });
});
