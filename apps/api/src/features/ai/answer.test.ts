import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { silentLogger } from '../../lib/logger';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';
import { type LlmStandIn, startLlmStandIn } from '../../test/llm-stand-in';
import { parseSseBlock } from '../../test/sse-client';
import { createTestUser, login, TEST_PASSWORD } from '../../test/users';
import { aiClient, readAnswer } from './ai-test-client';

// The answer is written once per reading, apart from any connection: a dropped client, a late
// one and a second tab all get the same text, and the model is asked once.

let database: Database;
let standIn: LlmStandIn;
let offline: ReturnType<typeof createApp>;
let withModel: ReturnType<typeof createApp>;
let characterId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  standIn = await startLlmStandIn({ apiKey: 'test-key' });
  offline = createApp({
    env: testEnv({ aiOfflineDelayMs: 3 }),
    database,
    logger: silentLogger,
  });
  withModel = createApp({
    env: testEnv({ llm: { baseUrl: standIn.baseUrl, model: 'stand-in', apiKey: 'test-key' } }),
    database,
    logger: silentLogger,
  });
  characterId = (await aiClient(offline).json('GET', '/api/public/ai/characters')).body[1].id;
});

afterAll(async () => {
  await standIn.close();
  await database.close();
});

async function pickedReading(client: ReturnType<typeof aiClient>, question = '고백해도 될까요?') {
  const { body } = await client.json('POST', '/api/public/ai/readings', {
    characterId,
    spread: 'THREE_CARDS',
    question,
  });
  const picked = await client.json('POST', `/api/public/ai/readings/${body.readingId}/picks`, {
    positions: [10, 20, 30],
  });
  return {
    id: body.readingId as number,
    cards: picked.body.cards as { card: { nameKo: string } }[],
  };
}

/** Reads the stream until the first delta, then drops the connection. */
async function firstDeltaThenDrop(response: Response) {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('ended before a delta');
    buffer += decoder.decode(value, { stream: true });
    const block = buffer.split('\n\n').find((part) => part.startsWith('event: delta'));
    if (block) {
      await reader.cancel();
      return parseSseBlock(block);
    }
  }
}

async function waitForStatus(client: ReturnType<typeof aiClient>, id: number, status: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { body } = await client.json('GET', `/api/public/ai/readings/${id}`);
    if (body.status === status) return body;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the reading never became ${status}`);
}

describe('the answer stream', () => {
  it('goes on writing and saves the whole answer after the client dropped', async () => {
    const guest = aiClient(offline);
    const { id, cards } = await pickedReading(guest);
    const first = await firstDeltaThenDrop(
      await guest.call('GET', `/api/public/ai/readings/${id}/answer`),
    );
    expect(Number(first?.id)).toBeGreaterThan(0);
    const saved = await waitForStatus(guest, id, 'COMPLETED');
    for (const card of cards) expect(saved.answer).toContain(card.card.nameKo);
    expect(saved.answer.length).toBeGreaterThan(Number(first?.id));
  });

  it('lets a second connection join the running answer and resume from its last id', async () => {
    const guest = aiClient(offline);
    const { id } = await pickedReading(guest, '그 사람 마음이 궁금해요');
    const opened = await guest.call('GET', `/api/public/ai/readings/${id}/answer`);
    const first = await firstDeltaThenDrop(opened);
    const resumed = await readAnswer(
      await guest.call('GET', `/api/public/ai/readings/${id}/answer`, undefined, {
        'Last-Event-ID': String(first?.id),
      }),
    );
    const whole = (await guest.json('GET', `/api/public/ai/readings/${id}`)).body.answer as string;
    const firstText = (JSON.parse(first?.data ?? '{}') as { text: string }).text;
    expect(firstText + resumed.text).toBe(whole);
    expect(resumed.done).toEqual({ text: whole, completed: true });
  });

  it('asks the model once for two tabs at once, with the character, cards and question in the prompt', async () => {
    const guest = aiClient(withModel);
    const { id, cards } = await pickedReading(guest, '이번 달 연애운이 궁금해요');
    const tokens = ['다온이 ', '읽어 ', '드릴게요. ', '좋은 ', '흐름이에요.'];
    standIn.reply({ kind: 'stream', tokens, delayMs: 20 });
    const before = standIn.requests.length;
    const [one, two] = await Promise.all([
      guest.call('GET', `/api/public/ai/readings/${id}/answer`).then(readAnswer),
      guest.call('GET', `/api/public/ai/readings/${id}/answer`).then(readAnswer),
    ]);
    expect(standIn.requests.length - before).toBe(1);
    expect(one.text).toBe(tokens.join(''));
    expect(two.text).toBe(tokens.join(''));
    const body = standIn.requests.at(-1)?.body as { messages: { role: string; content: string }[] };
    const system = body.messages[0]?.content ?? '';
    expect(system).toContain('다온');
    for (const card of cards) expect(system).toContain(card.card.nameKo);
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: '이번 달 연애운이 궁금해요' });
    const saved = await guest.json('GET', `/api/public/ai/readings/${id}`);
    expect(saved.body).toMatchObject({ status: 'COMPLETED', answer: tokens.join('') });
  });

  it('saves a reading the model broke off as FAILED with the cut-off text and a Korean note', async () => {
    const guest = aiClient(withModel);
    const { id } = await pickedReading(guest, '일이 잘 풀릴까요?');
    standIn.reply({ kind: 'stream', tokens: ['반쯤 ', '썼어요'], ending: 'cut' });
    const answer = await readAnswer(
      await guest.call('GET', `/api/public/ai/readings/${id}/answer`),
    );
    expect(answer.done?.completed).toBe(false);
    expect(answer.text.startsWith('반쯤 썼어요')).toBe(true);
    expect(answer.text).toContain('연결이 잠시 끊겨');
    const saved = await guest.json('GET', `/api/public/ai/readings/${id}`);
    expect(saved.body).toMatchObject({ status: 'FAILED', answer: answer.text });
  });

  it('sends the chat history and the latest reading to the model', async () => {
    const user = await createTestUser(database.db);
    const { accessToken } = await login(withModel, user.username ?? '', TEST_PASSWORD);
    const client = aiClient(withModel, { token: accessToken });
    const { id, cards } = await pickedReading(client, '새 직장 괜찮을까요?');
    standIn.reply({ kind: 'stream', tokens: ['리딩 ', '끝이에요.'] });
    await readAnswer(await client.call('GET', `/api/public/ai/readings/${id}/answer`));
    standIn.reply({ kind: 'stream', tokens: ['행운의 색은 ', '보라색이에요.'] });
    await readAnswer(
      await client.call('POST', `/api/client/ai/chats/${characterId}/messages`, {
        content: '행운의 색 알려 주세요',
      }),
    );
    standIn.reply({ kind: 'stream', tokens: ['아까 ', '보라색이라고 했어요.'] });
    const second = await readAnswer(
      await client.call('POST', `/api/client/ai/chats/${characterId}/messages`, {
        content: '아까 말한 색이 뭐였죠?',
      }),
    );
    expect(second.text).toBe('아까 보라색이라고 했어요.');
    const body = standIn.requests.at(-1)?.body as { messages: { role: string; content: string }[] };
    expect(body.messages.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
    ]);
    expect(body.messages[2]?.content).toBe('행운의 색은 보라색이에요.');
    for (const card of cards) expect(body.messages[0]?.content).toContain(card.card.nameKo);
  });
});
