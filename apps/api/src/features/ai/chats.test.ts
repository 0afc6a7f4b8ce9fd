import { CRISIS_ANSWER } from '@arcana/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { silentLogger } from '../../lib/logger';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { createTestUser, login, TEST_PASSWORD } from '../../test/users';
import { aiClient, readAnswer } from './ai-test-client';
import { aiChatMessages, aiDailyUsage } from './tables';

type Character = { id: number; slug: string; name: string };

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

const bySlug = (slug: string) => characters.find((each) => each.slug === slug) as Character;

async function userClient() {
  const user = await createTestUser(database.db);
  const { accessToken } = await login(app, user.username ?? '', TEST_PASSWORD);
  return { user, client: aiClient(app, { token: accessToken }) };
}

async function send(client: ReturnType<typeof aiClient>, characterId: number, content: string) {
  const response = await client.call('POST', `/api/client/ai/chats/${characterId}/messages`, {
    content,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('text/event-stream; charset=utf-8');
  return readAnswer(response);
}

describe('a chat that remembers', () => {
  it('repeats, in the second turn, the lucky colour only the first answer named', async () => {
    for (const slug of ['luna', 'momo']) {
      const { client } = await userClient();
      const first = await send(client, bySlug(slug).id, '오늘 저에게 행운의 색을 알려 주세요');
      expect(first.events[0]?.event).toBe('user');
      expect(JSON.parse(first.events[0]?.data ?? '{}').message).toMatchObject({
        role: 'USER',
        content: '오늘 저에게 행운의 색을 알려 주세요',
      });
      expect(first.done).toMatchObject({ completed: true, message: { role: 'ASSISTANT' } });
      const colour = first.text.match(/(\S+색)(이에요|예요)/)?.[1];
      expect(colour).toBeTruthy();
      const second = await send(client, bySlug(slug).id, '아까 알려 주신 행운의 색이 뭐였죠?');
      expect(second.text).toContain(colour);
    }
  });

  it('talks about the user’s latest reading with that character, naming its cards', async () => {
    const { client } = await userClient();
    const haena = bySlug('haena');
    const { body: started } = await client.json('POST', '/api/public/ai/readings', {
      characterId: haena.id,
      spread: 'THREE_CARDS',
      question: '이번 주 회사 프로젝트는 잘 될까요?',
    });
    const picked = await client.json('POST', `/api/public/ai/readings/${started.readingId}/picks`, {
      positions: [0, 1, 2],
    });
    await readAnswer(
      await client.call('GET', `/api/public/ai/readings/${started.readingId}/answer`),
    );
    const answer = await send(client, haena.id, '지난번에 본 타로 결과 다시 이야기해 줄래요?');
    for (const card of picked.body.cards) expect(answer.text).toContain(card.card.nameKo);
    // Another character has no reading of this user to talk about.
    const other = await send(client, bySlug('sage').id, '제 타로 결과 기억하세요?');
    expect(other.text).toContain('없습니다');
  });

  it('lists the conversations, pages the messages newest first and deletes one conversation', async () => {
    const { client } = await userClient();
    const luna = bySlug('luna');
    await send(client, luna.id, '안녕하세요!');
    await send(client, luna.id, '고마워요');
    await send(client, bySlug('daon').id, '안녕');
    const list = await client.json('GET', '/api/client/ai/chats');
    expect(list.body.map((chat: { character: Character }) => chat.character.slug)).toEqual([
      'daon',
      'luna',
    ]);
    expect(list.body[1]).toMatchObject({ messageCount: 4, lastMessage: { role: 'ASSISTANT' } });

    const page = await client.json('GET', `/api/client/ai/chats/${luna.id}/messages?limit=3`);
    const roles = page.body.content.map((message: { role: string }) => message.role);
    expect(roles).toEqual(['ASSISTANT', 'USER', 'ASSISTANT']);
    expect(page.body).toMatchObject({ last: false, totalPages: 2 });
    const oldest = page.body.content.at(-1).id;
    const rest = await client.json(
      'GET',
      `/api/client/ai/chats/${luna.id}/messages?limit=3&lastId=${oldest}`,
    );
    expect(rest.body.content).toHaveLength(1);
    expect(rest.body.content[0]).toMatchObject({ role: 'USER', content: '안녕하세요!' });

    expect((await client.call('DELETE', `/api/client/ai/chats/${luna.id}`)).status).toBe(204);
    const after = await client.json('GET', '/api/client/ai/chats');
    expect(after.body.map((chat: { character: Character }) => chat.character.slug)).toEqual([
      'daon',
    ]);
    expect((await client.json('GET', '/api/client/ai/chats/999999/messages')).status).toBe(404);
  });

  it('answers words of self-harm with the caring answer, uncounted', async () => {
    const { user, client } = await userClient();
    const answer = await send(client, bySlug('momo').id, '다 그만두고 죽고 싶어요');
    expect(answer.text).toBe(CRISIS_ANSWER);
    const usage = await database.db
      .select({ n: count() })
      .from(aiDailyUsage)
      .where(eq(aiDailyUsage.subject, `user:${user.id}`));
    expect(usage[0]?.n).toBe(0);
  });

  it('counts each answer, and over the limit answers 429 and stores nothing', async () => {
    const { user, client } = await userClient();
    const luna = bySlug('luna');
    await send(client, luna.id, '안녕');
    const { body: usage } = await client.json('GET', '/api/public/ai/usage');
    expect(usage.used).toBe(1);
    await database.db
      .update(aiDailyUsage)
      .set({ count: 999 })
      .where(eq(aiDailyUsage.subject, `user:${user.id}`));
    const refused = await client.json('POST', `/api/client/ai/chats/${luna.id}/messages`, {
      content: '하나 더요',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('DAILY_LIMIT');
    const stored = await database.db
      .select({ n: count() })
      .from(aiChatMessages)
      .where(and(eq(aiChatMessages.userId, user.id), eq(aiChatMessages.characterId, luna.id)));
    expect(stored[0]?.n).toBe(2);
  });

  it('needs a login', async () => {
    const response = await aiClient(app).call('GET', '/api/client/ai/chats');
    expect(response.status).toBe(401);
  });
});
