import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { type LlmStandIn, startLlmStandIn } from '../../test/llm-stand-in';
import { createLlmProvider } from './create-llm-provider';

const JWT_SECRET = 'x'.repeat(32);
let standIn: LlmStandIn;

beforeAll(async () => {
  standIn = await startLlmStandIn({ apiKey: 'sk-from-env' });
});

afterAll(async () => {
  await standIn.close();
});

describe('createLlmProvider', () => {
  it('is null without LLM_BASE_URL and LLM_MODEL (the offline reader answers)', () => {
    expect(createLlmProvider(loadEnv({ JWT_SECRET }).llm)).toBeNull();
    expect(createLlmProvider(undefined)).toBeNull();
  });

  it('is the OpenAI-compatible adapter with them, and it streams from the configured endpoint', async () => {
    const env = loadEnv({
      JWT_SECRET,
      LLM_BASE_URL: `${standIn.baseUrl}/`,
      LLM_MODEL: 'arcana-tarot-1',
      LLM_API_KEY: 'sk-from-env',
    });
    const provider = createLlmProvider(env.llm);
    expect(provider?.name).toBe('openai-compatible');

    const pieces: string[] = [];
    for await (const piece of provider?.stream({ messages: [{ role: 'user', content: '안녕' }] }) ??
      []) {
      pieces.push(piece);
    }
    expect(pieces).toEqual(['스탠드인 ', '응답이에요.']);
    expect(standIn.requests.at(-1)).toMatchObject({
      path: '/v1/chat/completions',
      authorization: 'Bearer sk-from-env',
      body: { model: 'arcana-tarot-1', stream: true },
    });
  });
});
