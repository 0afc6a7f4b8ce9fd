import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LlmConfig } from '../../env';
import { type LlmStandIn, startLlmStandIn } from '../../test/llm-stand-in';
import { LlmError, type LlmProvider, type LlmRequest } from './llm-provider';
import { createOpenAiCompatibleLlm } from './openai-compatible-llm';

const apiKey = 'sk-stand-in-0123456789abcdef';
const request: LlmRequest = {
  messages: [
    { role: 'system', content: '당신은 따뜻한 타로 리더예요.' },
    { role: 'user', content: '이번 달 연애운이 궁금해요.' },
  ],
};

let standIn: LlmStandIn;
let config: LlmConfig;

beforeAll(async () => {
  standIn = await startLlmStandIn({ apiKey });
  config = { baseUrl: standIn.baseUrl, model: 'arcana-tarot-1', apiKey };
});

afterAll(async () => {
  await standIn.close();
});

beforeEach(() => {
  standIn.requests.length = 0;
});

/** Every piece the stream yielded, and what it threw at the end (undefined when it completed). */
async function collect(stream: AsyncIterable<string>, onPiece?: (piece: string) => void) {
  const pieces: string[] = [];
  try {
    for await (const piece of stream) {
      pieces.push(piece);
      onPiece?.(piece);
    }
  } catch (error) {
    expect(error).toBeInstanceOf(LlmError);
    return { pieces, error: error as LlmError };
  }
  return { pieces, error: undefined };
}

const llm = (options?: Parameters<typeof createOpenAiCompatibleLlm>[1]): LlmProvider =>
  createOpenAiCompatibleLlm(config, options);

describe('createOpenAiCompatibleLlm against the local stand-in', () => {
  it('streams the tokens in order and sends model, messages, stream: true and the Bearer key', async () => {
    standIn.reply({
      kind: 'stream',
      tokens: ['이번 달은 ', '연인(The Lovers) ', '카드가 나왔어요.'],
    });
    const { pieces, error } = await collect(
      llm().stream({ ...request, maxTokens: 400, temperature: 0.8 }),
    );

    expect(error).toBeUndefined();
    expect(pieces).toEqual(['이번 달은 ', '연인(The Lovers) ', '카드가 나왔어요.']);
    expect(standIn.requests).toEqual([
      {
        method: 'POST',
        path: '/v1/chat/completions',
        authorization: 'Bearer sk-stand-in-0123456789abcdef',
        contentType: 'application/json',
        accept: 'text/event-stream',
        body: {
          model: 'arcana-tarot-1',
          messages: [
            { role: 'system', content: '당신은 따뜻한 타로 리더예요.' },
            { role: 'user', content: '이번 달 연애운이 궁금해요.' },
          ],
          stream: true,
          max_tokens: 400,
          temperature: 0.8,
        },
      },
    ]);
  });

  it('leaves out max_tokens and temperature when not given, and a trailing slash of the base URL', async () => {
    const provider = createOpenAiCompatibleLlm({ ...config, baseUrl: `${standIn.baseUrl}/` });
    const { pieces } = await collect(provider.stream(request));
    expect(pieces).toEqual(['스탠드인 ', '응답이에요.']);
    expect(standIn.requests[0]?.path).toBe('/v1/chat/completions');
    expect(standIn.requests[0]?.body).toEqual({
      model: 'arcana-tarot-1',
      messages: request.messages,
      stream: true,
    });
  });

  it('reads Korean text cut inside characters and lines, with CR LF and keep-alive comments', async () => {
    const tokens = ['별', '(The Star) 카드는 ', '희망과 회복을 뜻해요.'];
    standIn.reply(
      { kind: 'stream', tokens, writeBytes: 7, lineEnding: '\r\n', keepAlive: true },
      { kind: 'stream', tokens: ['달빛', '처럼'], writeBytes: 1 },
    );
    expect((await collect(llm().stream(request))).pieces).toEqual(tokens);
    expect((await collect(llm().stream(request))).pieces).toEqual(['달빛', '처럼']);
  });

  it('completes on a finish chunk without [DONE]', async () => {
    standIn.reply({ kind: 'stream', tokens: ['끝까지 ', '왔어요.'], ending: 'finish-only' });
    expect(await collect(llm().stream(request))).toEqual({
      pieces: ['끝까지 ', '왔어요.'],
      error: undefined,
    });
  });

  it('maps a wrong key (401) to REJECTED and keeps the key out of the message', async () => {
    const wrong = createOpenAiCompatibleLlm({ ...config, apiKey: 'sk-wrong-key-4242' });
    const { pieces, error } = await collect(wrong.stream(request));
    expect(pieces).toEqual([]);
    expect(error).toMatchObject({
      code: 'REJECTED',
      httpStatus: 401,
      providerCode: 'invalid_api_key',
      message: 'LLM REJECTED: invalid_api_key Incorrect API key provided.',
      userMessage: '지금은 리딩을 이어갈 수 없어요. 잠시 후 다시 시도해 주세요.',
    });
    expect(standIn.requests[0]?.authorization).toBe('Bearer sk-wrong-key-4242');

    standIn.reply({
      kind: 'status',
      status: 401,
      body: {
        error: { message: `Incorrect API key provided: ${apiKey}.`, code: 'invalid_api_key' },
      },
    });
    const echoed = await collect(llm().stream(request));
    expect(echoed.error?.message).toBe(
      'LLM REJECTED: invalid_api_key Incorrect API key provided: [redacted].',
    );
  });

  it('sends no Authorization header without a key', async () => {
    const keyless = createOpenAiCompatibleLlm({ ...config, apiKey: undefined });
    const { error } = await collect(keyless.stream(request));
    expect(error?.code).toBe('REJECTED');
    expect(standIn.requests[0]?.authorization).toBeUndefined();
  });

  it.each([
    [
      429,
      { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } },
      'UNAVAILABLE',
      'rate_limit_exceeded',
    ],
    [500, 'upstream exploded', 'UNAVAILABLE', 'HTTP_500'],
    [
      503,
      { error: { message: 'overloaded', type: 'server_error' } },
      'UNAVAILABLE',
      'server_error',
    ],
    [
      404,
      { error: { message: 'no such model', code: 'model_not_found' } },
      'REJECTED',
      'model_not_found',
    ],
    [400, { detail: 'messages must not be empty' }, 'REJECTED', 'HTTP_400'],
  ])('maps HTTP %i to %s', async (status, body, code, providerCode) => {
    standIn.reply({ kind: 'status', status, body });
    const { pieces, error } = await collect(llm().stream(request));
    expect(pieces).toEqual([]);
    expect(error).toMatchObject({ code, httpStatus: status, providerCode });
  });

  it('maps an unreachable endpoint to UNAVAILABLE', async () => {
    const gone = await startLlmStandIn();
    await gone.close();
    const provider = createOpenAiCompatibleLlm({ ...config, baseUrl: gone.baseUrl });
    const { error } = await collect(provider.stream(request));
    expect(error).toMatchObject({ code: 'UNAVAILABLE', providerCode: 'NetworkError' });
    expect(error?.message).toContain('ECONNREFUSED');
  });

  it('throws INTERRUPTED after the tokens already yielded when the connection is cut', async () => {
    standIn.reply({ kind: 'stream', tokens: ['과거의 카드는 ', '탑(The Tower)'], ending: 'cut' });
    const { pieces, error } = await collect(llm().stream(request));
    expect(pieces).toEqual(['과거의 카드는 ', '탑(The Tower)']);
    expect(error).toMatchObject({ code: 'INTERRUPTED', providerCode: 'ConnectionClosed' });
  });

  it('throws INTERRUPTED when the response ends cleanly but before the answer did', async () => {
    standIn.reply({ kind: 'stream', tokens: ['현재의 카드는 '], ending: 'end' });
    const { pieces, error } = await collect(llm().stream(request));
    expect(pieces).toEqual(['현재의 카드는 ']);
    expect(error).toMatchObject({ code: 'INTERRUPTED', providerCode: 'EndedEarly' });
  });

  it('throws UNAVAILABLE for an error object in the stream', async () => {
    standIn.reply({
      kind: 'stream',
      tokens: ['미래의 카드는 '],
      ending: { error: { message: 'The server had an error while processing your request.' } },
    });
    const { pieces, error } = await collect(llm().stream(request));
    expect(pieces).toEqual(['미래의 카드는 ']);
    expect(error).toMatchObject({
      code: 'UNAVAILABLE',
      providerCode: 'server_error',
      message:
        'LLM UNAVAILABLE: server_error The server had an error while processing your request.',
    });
  });

  it('throws BAD_RESPONSE for a data line that is not JSON, and for a body that is not a stream', async () => {
    standIn.reply({
      kind: 'stream',
      tokens: ['하나'],
      ending: { raw: 'data: <html>502</html>\n\n' },
    });
    const junk = await collect(llm().stream(request));
    expect(junk.pieces).toEqual(['하나']);
    expect(junk.error?.code).toBe('BAD_RESPONSE');

    standIn.reply({
      kind: 'status',
      status: 200,
      body: { choices: [{ message: { content: '통째로' } }] },
    });
    const whole = await collect(llm().stream(request));
    expect(whole.error).toMatchObject({
      code: 'BAD_RESPONSE',
      message: 'LLM BAD_RESPONSE: expected text/event-stream, got application/json; charset=utf-8',
    });
  });

  it('times out when the stream goes quiet for longer than the idle timeout, and closes it', async () => {
    const closes = standIn.clientCloses;
    standIn.reply({ kind: 'stream', tokens: ['잠시만요'], ending: 'stall' });
    const started = Date.now();
    const { pieces, error } = await collect(llm({ idleTimeoutMs: 150 }).stream(request));
    expect(pieces).toEqual(['잠시만요']);
    expect(error).toMatchObject({ code: 'TIMEOUT', providerCode: 'IdleTimeout' });
    expect(Date.now() - started).toBeLessThan(2000);
    await standIn.waitForClientCloses(closes + 1);
  });

  it('keeps an idle-timeout clock per chunk: slow but steady streams are fine', async () => {
    standIn.reply({ kind: 'stream', tokens: ['하나 ', '둘 ', '셋 ', '넷'], delayMs: 80 });
    const { pieces, error } = await collect(llm({ idleTimeoutMs: 200 }).stream(request));
    expect(error).toBeUndefined();
    expect(pieces).toEqual(['하나 ', '둘 ', '셋 ', '넷']);
  });

  it('times out when no response headers arrive within the connect timeout', async () => {
    const closes = standIn.clientCloses;
    standIn.reply({ kind: 'silent' });
    const { error } = await collect(llm({ connectTimeoutMs: 150 }).stream(request));
    expect(error).toMatchObject({ code: 'TIMEOUT', providerCode: 'ConnectTimeout' });
    await standIn.waitForClientCloses(closes + 1);
  });

  it('closes the upstream request when the caller aborts mid-answer', async () => {
    const closes = standIn.clientCloses;
    standIn.reply({ kind: 'stream', tokens: ['첫 ', '번째 ', '카드는'], delayMs: 100 });
    const controller = new AbortController();
    const { pieces, error } = await collect(
      llm().stream({ ...request, signal: controller.signal }),
      () => controller.abort(),
    );
    expect(pieces).toEqual(['첫 ']);
    expect(error).toMatchObject({ code: 'ABORTED' });
    await standIn.waitForClientCloses(closes + 1);
  });

  it('closes the upstream request when the reader stops iterating', async () => {
    const closes = standIn.clientCloses;
    standIn.reply({ kind: 'stream', tokens: ['하나', '둘', '셋'], delayMs: 100 });
    const pieces: string[] = [];
    for await (const piece of llm().stream(request)) {
      pieces.push(piece);
      break;
    }
    expect(pieces).toEqual(['하나']);
    await standIn.waitForClientCloses(closes + 1);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const { error } = await collect(llm().stream({ ...request, signal: AbortSignal.abort() }));
    expect(error?.code).toBe('ABORTED');
    expect(standIn.requests).toEqual([]);
  });
});
