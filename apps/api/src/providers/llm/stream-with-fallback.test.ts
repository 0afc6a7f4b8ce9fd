import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LlmStandIn, startLlmStandIn } from '../../test/llm-stand-in';
import type { LlmProvider, LlmRequest } from './llm-provider';
import { createOpenAiCompatibleLlm } from './openai-compatible-llm';
import { streamWithFallback } from './stream-with-fallback';

const apiKey = 'sk-stand-in-fallback-key';
const request: LlmRequest = { messages: [{ role: 'user', content: '오늘의 운세를 봐 주세요.' }] };

let standIn: LlmStandIn;
let provider: LlmProvider;

beforeAll(async () => {
  standIn = await startLlmStandIn({ apiKey });
  provider = createOpenAiCompatibleLlm({
    baseUrl: standIn.baseUrl,
    model: 'arcana-tarot-1',
    apiKey,
  });
});

afterAll(async () => {
  await standIn.close();
});

async function readAll(stream: AsyncIterable<string>, onPiece?: (piece: string) => void) {
  const pieces: string[] = [];
  for await (const piece of stream) {
    pieces.push(piece);
    onPiece?.(piece);
  }
  return pieces;
}

function recordingLogger() {
  const lines: string[] = [];
  return {
    lines,
    logger: { info: (line: string) => lines.push(line), error: (line: string) => lines.push(line) },
  };
}

describe('streamWithFallback', () => {
  it('passes a complete answer through and reports it completed', async () => {
    standIn.reply({ kind: 'stream', tokens: ['오늘은 ', '태양(The Sun)의 날이에요.'] });
    const stream = streamWithFallback(provider, request);
    expect(await readAll(stream)).toEqual(['오늘은 ', '태양(The Sun)의 날이에요.']);
    expect(await stream.result).toEqual({
      completed: true,
      text: '오늘은 태양(The Sun)의 날이에요.',
    });
  });

  it('appends the Korean cut-off sentence after the tokens already sent when the endpoint fails mid-answer', async () => {
    standIn.reply({ kind: 'stream', tokens: ['당신의 카드는 ', '운명의 수레바퀴'], ending: 'cut' });
    const { lines, logger } = recordingLogger();
    const stream = streamWithFallback(provider, request, { logger });

    const pieces = await readAll(stream);
    expect(pieces.join('')).toBe(
      '당신의 카드는 운명의 수레바퀴\n\n(연결이 잠시 끊겨 리딩을 끝까지 전하지 못했어요. 잠시 후 다시 시도해 주세요.)',
    );
    expect(pieces).toHaveLength(3);
    const result = await stream.result;
    expect(result).toMatchObject({
      completed: false,
      text: '당신의 카드는 운명의 수레바퀴',
      error: { code: 'INTERRUPTED', providerCode: 'ConnectionClosed' },
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^llm openai-compatible failed after 16 characters: LLM INTERRUPTED: ConnectionClosed /,
    );
    expect(lines.join('\n')).not.toContain(apiKey);
  });

  it('appends the sentence after an error object in the stream too', async () => {
    standIn.reply({
      kind: 'stream',
      tokens: ['조금만 '],
      ending: { error: { message: 'overloaded' } },
    });
    const stream = streamWithFallback(provider, request);
    expect(await readAll(stream)).toEqual([
      '조금만 ',
      '\n\n(연결이 잠시 끊겨 리딩을 끝까지 전하지 못했어요. 잠시 후 다시 시도해 주세요.)',
    ]);
    expect(await stream.result).toMatchObject({ completed: false, error: { code: 'UNAVAILABLE' } });
  });

  it('answers with the Korean unavailable sentence alone when the endpoint fails before any token', async () => {
    standIn.reply({ kind: 'status', status: 500, body: 'upstream exploded' });
    const stream = streamWithFallback(provider, request);
    expect(await readAll(stream)).toEqual([
      '지금은 리딩을 이어갈 수 없어요. 잠시 후 다시 시도해 주세요.',
    ]);
    expect(await stream.result).toMatchObject({
      completed: false,
      text: '',
      error: { code: 'UNAVAILABLE', httpStatus: 500, providerCode: 'HTTP_500' },
    });
  });

  it('appends nothing when the caller aborts, and reports ABORTED', async () => {
    standIn.reply({ kind: 'stream', tokens: ['하나 ', '둘 ', '셋'], delayMs: 100 });
    const controller = new AbortController();
    const stream = streamWithFallback(provider, { ...request, signal: controller.signal });
    expect(await readAll(stream, () => controller.abort())).toEqual(['하나 ']);
    expect(await stream.result).toMatchObject({
      completed: false,
      text: '하나 ',
      error: { code: 'ABORTED' },
    });
  });

  it('reports ABORTED and closes the upstream request when the reader leaves early', async () => {
    const closes = standIn.clientCloses;
    standIn.reply({ kind: 'stream', tokens: ['하나 ', '둘 ', '셋'], delayMs: 100 });
    const stream = streamWithFallback(provider, request);
    for await (const _piece of stream) break;
    expect(await stream.result).toMatchObject({
      completed: false,
      text: '하나 ',
      error: { code: 'ABORTED' },
    });
    await standIn.waitForClientCloses(closes + 1);
  });

  it('turns a provider that throws something else into UNAVAILABLE', async () => {
    const broken: LlmProvider = {
      name: 'offline',
      // biome-ignore lint/correctness/useYield: the failure before any piece is the point
      async *stream() {
        throw new Error('card meanings missing');
      },
    };
    const stream = streamWithFallback(broken, request);
    expect(await readAll(stream)).toEqual([
      '지금은 리딩을 이어갈 수 없어요. 잠시 후 다시 시도해 주세요.',
    ]);
    expect(await stream.result).toMatchObject({
      completed: false,
      error: {
        code: 'UNAVAILABLE',
        providerCode: 'ProviderFailed',
        message: 'LLM UNAVAILABLE: ProviderFailed card meanings missing',
      },
    });
  });
});
