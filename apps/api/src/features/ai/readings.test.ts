import { CRISIS_ANSWER } from '@arcana/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { silentLogger } from '../../lib/logger';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { createTestUser, login, TEST_PASSWORD } from '../../test/users';
import { aiClient, readAnswer } from './ai-test-client';
import { seedAi } from './seed';
import { characterSummaries, readingForShare, toReadingCards } from './share-data';
import { aiCharacters, aiDailyUsage, aiReadings, aiSimpleTarots } from './tables';

type Character = { id: number; slug: string; name: string; portraitUrl: string };
type Card = {
  positionKey: string;
  positionName: string;
  card: { id: number; nameKo: string };
  reversed: boolean;
};

let database: Database;
let app: ReturnType<typeof createApp>;
let characters: Character[];

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ env: testEnv(), database, logger: silentLogger });
  characters = (await aiClient(app).json<Character[]>('GET', '/api/public/ai/characters')).body;
});

afterAll(async () => {
  await database.close();
});

const luna = () => characters[0] as Character;

async function userClient() {
  const user = await createTestUser(database.db);
  const { accessToken } = await login(app, user.username ?? '', TEST_PASSWORD);
  return { user, client: aiClient(app, { token: accessToken }), token: accessToken };
}

async function drawnReading(client: ReturnType<typeof aiClient>, spread = 'THREE_CARDS') {
  const { status, body } = await client.json('POST', '/api/public/ai/readings', {
    characterId: luna().id,
    spread,
    question: '요즘 친구와 사이가 어색해졌는데 어떻게 하면 좋을까요?',
  });
  expect(status).toBe(201);
  return body as { kind: 'DRAWN'; readingId: number; picksNeeded: number; deckSize: number };
}

describe('characters and presets', () => {
  it('lists the six seeded characters in order with their portraits and counts', async () => {
    expect(characters.map((character) => character.slug)).toEqual([
      'luna',
      'daon',
      'sage',
      'hangyeol',
      'momo',
      'haena',
    ]);
    expect(characters[0]).toMatchObject({
      name: '루나',
      portraitUrl: `/api/public/ai/characters/${luna().id}/portrait.svg`,
      readingCount: expect.any(Number),
      reviewCount: expect.any(Number),
      favoriteCount: expect.any(Number),
    });
  });

  it('answers one character with its presets, and 404 in Korean for an unknown one', async () => {
    const client = aiClient(app);
    const { status, body } = await client.json('GET', `/api/public/ai/characters/${luna().id}`);
    expect(status).toBe(200);
    expect(body.simpleTarots.map((preset: { slug: string }) => preset.slug)).toEqual([
      'this-week',
      'relationships',
    ]);
    const missing = await client.json('GET', '/api/public/ai/characters/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('AI 캐릭터를 찾을 수 없어요.');
  });

  it('serves the portrait as a cacheable SVG drawn by code', async () => {
    const response = await app.request(luna().portraitUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('image/svg+xml');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(await response.text()).toContain('<title id="p-luna-t">루나</title>');
    expect((await app.request('/api/public/ai/characters/999999/portrait.svg')).status).toBe(404);
  });

  it('lists at least six presets with a fixed spread, theme, question and character', async () => {
    const { body } = await aiClient(app).json('GET', '/api/public/ai/simple-tarots');
    expect(body.length).toBeGreaterThanOrEqual(6);
    expect(body[0]).toMatchObject({
      name: '오늘의 운세',
      spread: 'ONE_CARD',
      theme: 'TODAY',
      question: expect.any(String),
      character: { slug: 'haena' },
    });
    const one = await aiClient(app).json('GET', `/api/public/ai/simple-tarots/${body[2].id}`);
    expect(one.body).toMatchObject({ name: '연애운', spread: 'THREE_CARDS', theme: 'LOVE' });
  });
});

describe('a guest reading, start to answer', () => {
  it('draws on the server, takes picks as positions, streams the answer once and saves it', async () => {
    const guest = aiClient(app);
    const started = await drawnReading(guest);
    expect(started).toMatchObject({
      kind: 'DRAWN',
      deckSize: 78,
      picksNeeded: 3,
      theme: 'RELATIONSHIPS',
    });
    expect(JSON.stringify(started)).not.toMatch(/deckOrder|order|reversed/);
    expect(guest.cookie).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);

    const [row] = await database.db
      .select()
      .from(aiReadings)
      .where(eq(aiReadings.id, started.readingId));
    const picked = await guest.json('POST', `/api/public/ai/readings/${started.readingId}/picks`, {
      positions: [5, 40, 77],
    });
    expect(picked.status).toBe(200);
    expect(picked.body.status).toBe('PICKED');
    const cards = picked.body.cards as Card[];
    expect(cards.map((card) => card.positionKey)).toEqual(['PAST', 'PRESENT', 'FUTURE']);
    // The cards are the ones at those positions of the order the server kept.
    expect(cards.map((card) => card.card.id)).toEqual([5, 40, 77].map((p) => row?.deckOrder[p]));
    expect(cards.map((card) => card.reversed)).toEqual(
      [5, 40, 77].map((p) => row?.deckReversed[p]),
    );

    const again = await guest.json('POST', `/api/public/ai/readings/${started.readingId}/picks`, {
      positions: [1, 2, 3],
    });
    expect(again.status).toBe(409);

    const response = await guest.call('GET', `/api/public/ai/readings/${started.readingId}/answer`);
    expect(response.headers.get('Content-Type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('X-Accel-Buffering')).toBe('no');
    const streamed = await readAnswer(response);
    expect(streamed.done).toEqual({ text: streamed.text, completed: true });
    for (const card of cards) {
      expect(streamed.text).toContain(card.card.nameKo);
      expect(streamed.text).toContain(card.positionName);
    }
    // Ids are the answer's length after each piece.
    const last = streamed.deltas.at(-1);
    expect(Number(last?.id)).toBe(streamed.text.length);

    const saved = await guest.json('GET', `/api/public/ai/readings/${started.readingId}`);
    expect(saved.body).toMatchObject({ status: 'COMPLETED', answer: streamed.text, kept: false });

    const replay = await readAnswer(
      await guest.call('GET', `/api/public/ai/readings/${started.readingId}/answer`),
    );
    expect(replay.text).toBe(streamed.text);
    const resumed = await readAnswer(
      await guest.call('GET', `/api/public/ai/readings/${started.readingId}/answer?lastEventId=10`),
    );
    expect(resumed.text).toBe(streamed.text.slice(10));
    const byHeader = await readAnswer(
      await guest.call('GET', `/api/public/ai/readings/${started.readingId}/answer`, undefined, {
        'Last-Event-ID': String(streamed.text.length),
      }),
    );
    expect(byHeader.deltas).toEqual([]);
    expect(byHeader.done?.text).toBe(streamed.text);
  });

  it('refuses a wrong number of picks, a position outside the deck and a repeated one in Korean', async () => {
    const guest = aiClient(app);
    const { readingId } = await drawnReading(guest);
    const path = `/api/public/ai/readings/${readingId}/picks`;
    const few = await guest.json('POST', path, { positions: [1, 2] });
    expect(few.status).toBe(400);
    expect(few.body.message).toBe('카드를 3장 골라 주세요.');
    const outside = await guest.json('POST', path, { positions: [1, 2, 78] });
    expect(outside.status).toBe(400);
    expect(outside.body.code).toBe('INVALID_PICKS');
    const twice = await guest.json('POST', path, { positions: [4, 4, 9] });
    expect(twice.body.message).toBe('같은 카드를 두 번 고를 수 없어요. 다른 카드를 골라 주세요.');
    const early = await guest.call('GET', `/api/public/ai/readings/${readingId}/answer`);
    expect(early.status).toBe(409);
  });

  it('hides a reading from another guest and from a forged cookie (404, never 403)', async () => {
    const owner = aiClient(app);
    const { readingId } = await drawnReading(owner, 'ONE_CARD');
    const stranger = aiClient(app);
    await stranger.call('GET', '/api/public/ai/usage');
    const forged = aiClient(app, { cookie: `${owner.cookie.slice(0, 36)}.${'A'.repeat(43)}` });
    for (const other of [stranger, forged]) {
      expect((await other.json('GET', `/api/public/ai/readings/${readingId}`)).status).toBe(404);
      const picks = await other.json('POST', `/api/public/ai/readings/${readingId}/picks`, {
        positions: [0],
      });
      expect(picks.status).toBe(404);
      expect((await other.call('GET', `/api/public/ai/readings/${readingId}/answer`)).status).toBe(
        404,
      );
    }
    const { user, client } = await userClient();
    expect(user.id).toBeGreaterThan(0);
    expect((await client.json('GET', `/api/public/ai/readings/${readingId}`)).status).toBe(404);
  });

  it('applies a preset: its character, spread, theme and question', async () => {
    const guest = aiClient(app);
    const presets = (await guest.json('GET', '/api/public/ai/simple-tarots')).body;
    const love = presets.find((preset: { slug: string }) => preset.slug === 'love');
    const { body } = await guest.json('POST', '/api/public/ai/readings', {
      characterId: luna().id,
      spread: 'ONE_CARD',
      question: '오늘 점심 뭐 먹죠?',
      simpleTarotId: love.id,
    });
    expect(body).toMatchObject({
      kind: 'DRAWN',
      spread: 'THREE_CARDS',
      theme: 'LOVE',
      picksNeeded: 3,
    });
    const reading = await guest.json('GET', `/api/public/ai/readings/${body.readingId}`);
    expect(reading.body).toMatchObject({
      question: love.question,
      simpleTarotId: love.id,
      character: { slug: 'daon' },
    });
  });
});

describe('the daily limit and the crisis answer', () => {
  it('gives a guest 3 readings a day; the 4th is 429 DAILY_LIMIT with a login invitation and draws nothing', async () => {
    const guest = aiClient(app);
    const usage = await guest.json('GET', '/api/public/ai/usage');
    expect(usage.body).toMatchObject({ limit: 3, used: 0, remaining: 3 });
    expect(usage.response.headers.get('Set-Cookie')).toMatch(/HttpOnly/i);
    expect(usage.response.headers.get('Set-Cookie')).toMatch(/SameSite=Lax/i);
    expect(usage.response.headers.get('Set-Cookie')).toMatch(/Path=\//);
    for (let n = 1; n <= 3; n += 1) {
      const started = await drawnReading(guest, 'ONE_CARD');
      expect(started).toMatchObject({ usage: { used: n, remaining: 3 - n } });
    }
    const anonId = guest.cookie.slice(0, 36);
    const countRows = async () =>
      (
        await database.db
          .select({ n: count() })
          .from(aiReadings)
          .where(eq(aiReadings.anonId, anonId))
      )[0]?.n;
    expect(await countRows()).toBe(3);
    const refused = await guest.json('POST', '/api/public/ai/readings', {
      characterId: luna().id,
      spread: 'ONE_CARD',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('DAILY_LIMIT');
    expect(refused.body.message).toContain('로그인');
    expect(await countRows()).toBe(3);
    expect((await guest.json('GET', '/api/public/ai/usage')).body).toMatchObject({
      used: 3,
      remaining: 0,
    });
  });

  it('never lets parallel starts overshoot the limit', async () => {
    const guest = aiClient(app);
    await guest.call('GET', '/api/public/ai/usage');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        guest.call('POST', '/api/public/ai/readings', {
          characterId: luna().id,
          spread: 'ONE_CARD',
        }),
      ),
    );
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    const [row] = await database.db
      .select()
      .from(aiDailyUsage)
      .where(eq(aiDailyUsage.subject, `anon:${guest.cookie.slice(0, 36)}`));
    expect(row?.count).toBe(3);
  });

  it('tells a user over 999 to come back tomorrow', async () => {
    const { user, client } = await userClient();
    const day = (await client.json('GET', '/api/public/ai/usage')).body.day;
    expect((await client.json('GET', '/api/public/ai/usage')).body.limit).toBe(999);
    await database.db.insert(aiDailyUsage).values({ subject: `user:${user.id}`, day, count: 999 });
    const refused = await client.json('POST', '/api/public/ai/readings', {
      characterId: luna().id,
      spread: 'ONE_CARD',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      '오늘 받을 수 있는 AI 타로 횟수를 모두 사용했어요. 내일 다시 찾아와 주세요.',
    );
  });

  it('answers words of self-harm with the caring answer: nothing drawn, nothing counted', async () => {
    const guest = aiClient(app);
    const { status, body } = await guest.json('POST', '/api/public/ai/readings', {
      characterId: luna().id,
      spread: 'THREE_CARDS',
      question: '요즘 너무 힘들어서 죽고 싶어요',
    });
    expect(status).toBe(201);
    expect(body).toEqual({ kind: 'CRISIS', answer: CRISIS_ANSWER });
    expect((await guest.json('GET', '/api/public/ai/usage')).body.used).toBe(0);
    const rows = await database.db
      .select({ n: count() })
      .from(aiReadings)
      .where(eq(aiReadings.anonId, guest.cookie.slice(0, 36)));
    expect(rows[0]?.n).toBe(0);
  });
});

describe('keeping, listing and deleting readings', () => {
  it('lets the user who just logged in keep the guest reading of the same cookie, and nobody else', async () => {
    const guest = aiClient(app);
    const { readingId } = await drawnReading(guest, 'ONE_CARD');
    const { token, client: other } = await userClient();
    // Logged in elsewhere, without the cookie: refused.
    expect((await other.json('POST', `/api/client/ai/readings/${readingId}/keep`)).status).toBe(
      403,
    );
    guest.login(token);
    const kept = await guest.json('POST', `/api/client/ai/readings/${readingId}/keep`);
    expect(kept.status).toBe(200);
    expect(kept.body.kept).toBe(true);
    const [row] = await database.db.select().from(aiReadings).where(eq(aiReadings.id, readingId));
    expect(row).toMatchObject({ anonId: null });
    expect(row?.userId).not.toBeNull();
    const list = await guest.json('GET', '/api/client/ai/readings');
    expect(list.body.content.map((reading: { id: number }) => reading.id)).toContain(readingId);
    // A guest with that cookie but no login no longer sees it.
    const cookieOnly = aiClient(app, { cookie: guest.cookie });
    expect((await cookieOnly.json('GET', `/api/public/ai/readings/${readingId}`)).status).toBe(404);
  });

  it('pages the history newest first and deletes only the caller’s own reading', async () => {
    const { client } = await userClient();
    const ids: number[] = [];
    for (let n = 0; n < 3; n += 1) ids.push((await drawnReading(client, 'ONE_CARD')).readingId);
    const first = await client.json('GET', '/api/client/ai/readings?limit=2');
    expect(first.body.content.map((reading: { id: number }) => reading.id)).toEqual([
      ids[2],
      ids[1],
    ]);
    expect(first.body).toMatchObject({ last: false, totalPages: 2 });
    const next = await client.json('GET', `/api/client/ai/readings?limit=2&lastId=${ids[1]}`);
    expect(next.body.content.map((reading: { id: number }) => reading.id)).toEqual([ids[0]]);
    expect(next.body.last).toBe(true);

    const { client: stranger } = await userClient();
    expect((await stranger.call('DELETE', `/api/client/ai/readings/${ids[0]}`)).status).toBe(403);
    expect((await client.call('DELETE', `/api/client/ai/readings/${ids[0]}`)).status).toBe(204);
    expect((await client.call('DELETE', `/api/client/ai/readings/${ids[0]}`)).status).toBe(404);
  });

  it('seeds again without adding characters, presets or demo readings', async () => {
    const counts = async () => ({
      characters: (await database.db.select({ n: count() }).from(aiCharacters))[0]?.n,
      presets: (await database.db.select({ n: count() }).from(aiSimpleTarots))[0]?.n,
      demo: (
        await database.db
          .select({ n: count() })
          .from(aiReadings)
          .where(eq(aiReadings.provider, 'offline'))
      )[0]?.n,
    });
    const before = await counts();
    await seedAi(database.db, new Date());
    await seedAi(database.db, new Date());
    expect(await counts()).toEqual(before);
    expect(before.characters).toBe(6);
    expect(before.presets).toBeGreaterThanOrEqual(6);
  });

  it('seeds demo-user with finished readings that name their cards', async () => {
    const { accessToken } = await login(app, 'demo-user', 'demo1234!');
    const { body } = await aiClient(app, { token: accessToken }).json(
      'GET',
      '/api/client/ai/readings',
    );
    expect(body.content.length).toBeGreaterThanOrEqual(3);
    for (const reading of body.content) {
      expect(reading.status).toBe('COMPLETED');
      expect(reading.excerpt.length).toBeGreaterThan(0);
      for (const card of reading.cards) expect(card.nameKo).not.toBe('');
    }
    const rows = await database.db
      .select({ n: count() })
      .from(aiReadings)
      .where(and(isNull(aiReadings.answer), eq(aiReadings.status, 'COMPLETED')));
    expect(rows[0]?.n).toBe(0);
  });
});

describe('what the sharing feature reads', () => {
  it('gives the owner’s completed reading with its cards, and null for anyone else or unfinished', async () => {
    const { user, client } = await userClient();
    const { readingId } = await drawnReading(client);
    expect(await readingForShare(database.db, readingId, user.id)).toBeNull();
    await client.json('POST', `/api/public/ai/readings/${readingId}/picks`, {
      positions: [1, 2, 3],
    });
    const streamed = await readAnswer(
      await client.call('GET', `/api/public/ai/readings/${readingId}/answer`),
    );
    const data = await readingForShare(database.db, readingId, user.id);
    expect(data).toMatchObject({
      readingId,
      character: { slug: 'luna', portraitUrl: luna().portraitUrl },
      spread: 'THREE_CARDS',
      theme: 'RELATIONSHIPS',
      answer: streamed.text,
      completedAt: expect.any(Date),
    });
    expect(data?.cards.map((card) => card.positionKey)).toEqual(['PAST', 'PRESENT', 'FUTURE']);
    const { user: stranger } = await userClient();
    expect(await readingForShare(database.db, readingId, stranger.id)).toBeNull();

    const views = await toReadingCards(database.db, 'THREE_CARDS', data?.cards ?? []);
    expect(views[0]).toMatchObject({
      positionKey: 'PAST',
      positionName: '과거',
      artUrl: `/api/public/tarot-decks/cards/${data?.cards[0]?.cardId}/art.svg`,
      card: { id: data?.cards[0]?.cardId },
    });
    const summaries = await characterSummaries(database.db, [luna().id, 999_999]);
    expect([...summaries.keys()]).toEqual([luna().id]);
  });
});
