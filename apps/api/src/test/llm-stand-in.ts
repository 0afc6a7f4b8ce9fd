import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local OpenAI-compatible chat endpoint that speaks the streamed protocol (PROVIDERS.md §7):
// POST /v1/chat/completions with a Bearer key and { model, messages, stream: true } answers
// text/event-stream — a first chunk with delta { role: 'assistant', content: '' }, one chunk per
// token, a last chunk with finish_reason 'stop', then `data: [DONE]`; errors before the stream
// are JSON `{ error: { message, type, code } }` with an HTTP status. Written from the protocol,
// not from the adapter. Tests queue scripted replies (`standIn.reply(...)`) for everything a real
// endpoint or network does wrong, and read what it received in `requests`.

export type LlmStandInError = { message: string; type?: string; code?: string | null };

export type LlmStandInReply =
  | {
      kind: 'stream';
      /** The content deltas, in order. */
      tokens: string[];
      /** Wait before each event. */
      delayMs?: number;
      lineEnding?: '\n' | '\r\n';
      /** A `: keep-alive` comment before every event. */
      keepAlive?: boolean;
      /** Write every event in pieces of this many bytes (cutting characters and lines). */
      writeBytes?: number;
      /**
       * After the tokens: `done` a finish chunk and [DONE] (default); `finish-only` the finish
       * chunk and a clean end without [DONE]; `end` a clean end without either; `cut` the
       * socket is destroyed; `stall` nothing more, the connection stays open; `{ error }` an
       * error object as a data line, then the end; `{ raw }` these characters as they are
       * (something that is not the protocol), then the end.
       */
      ending?:
        | 'done'
        | 'finish-only'
        | 'end'
        | 'cut'
        | 'stall'
        | { error: LlmStandInError }
        | { raw: string };
    }
  | { kind: 'status'; status: number; body?: unknown }
  /** Never answers, not even headers, until the client leaves. */
  | { kind: 'silent' };

export type LlmStandInRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  accept: string | undefined;
  body: unknown;
};

export type LlmStandIn = {
  /** Ends in /v1, as LLM_BASE_URL does. */
  baseUrl: string;
  requests: LlmStandInRequest[];
  /** Queue the replies of the next requests (one each); without one it streams `defaultTokens`. */
  reply(...replies: LlmStandInReply[]): void;
  /** Resolves once `count` connections were closed by the client before their reply ended. */
  waitForClientCloses(count: number, timeoutMs?: number): Promise<void>;
  readonly clientCloses: number;
  close(): Promise<void>;
};

export const defaultTokens = ['스탠드인 ', '응답이에요.'];

const openAiError = (message: string, type: string, code: string | null) => ({
  error: { message, type, param: null, code },
});

export async function startLlmStandIn(options: { apiKey?: string } = {}): Promise<LlmStandIn> {
  const requests: LlmStandInRequest[] = [];
  const queue: LlmStandInReply[] = [];
  let clientCloses = 0;
  const closeWaiters = new Set<() => void>();
  let served = 0;

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    requests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      accept: request.headers.accept,
      body,
    });

    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      return json(response, 404, openAiError('Unknown path', 'invalid_request_error', null));
    }
    if (
      options.apiKey !== undefined &&
      request.headers.authorization !== `Bearer ${options.apiKey}`
    ) {
      return json(
        response,
        401,
        openAiError('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'),
      );
    }
    const scripted = queue.shift();
    if (scripted?.kind === 'status') return json(response, scripted.status, scripted.body ?? '');
    const { model, messages, stream } = (body ?? {}) as Record<string, unknown>;
    const wellFormed =
      typeof model === 'string' &&
      Array.isArray(messages) &&
      messages.every(
        (message: { role?: unknown; content?: unknown }) =>
          ['system', 'user', 'assistant'].includes(String(message?.role)) &&
          typeof message?.content === 'string',
      );
    if (!wellFormed) {
      return json(response, 400, openAiError('Invalid body', 'invalid_request_error', null));
    }
    if (stream !== true) {
      return json(
        response,
        400,
        openAiError('This stand-in streams only', 'invalid_request_error', null),
      );
    }
    if (scripted?.kind === 'silent') return; // the close handler notices when the client leaves

    await streamReply(response, model, scripted ?? { kind: 'stream', tokens: defaultTokens });
  }

  async function streamReply(
    response: ServerResponse,
    model: string,
    script: Extract<LlmStandInReply, { kind: 'stream' }>,
  ) {
    const id = `chatcmpl-stand-in-${++served}`;
    const created = Math.floor(Date.now() / 1000);
    const eol = script.lineEnding ?? '\n';
    const chunk = (delta: Record<string, string>, finishReason: string | null) => ({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [{ index: 0, delta, finish_reason: finishReason }],
    });
    const send = async (data: string) => {
      if (script.delayMs) await pause(script.delayMs);
      const event = `${script.keepAlive ? `: keep-alive${eol}${eol}` : ''}data: ${data}${eol}${eol}`;
      const bytes = Buffer.from(event, 'utf8');
      const size = script.writeBytes ?? bytes.length;
      for (let at = 0; at < bytes.length; at += size) {
        if (response.destroyed) return;
        // Wait until the piece is handed to the socket, so a `cut` after it loses nothing.
        await new Promise<void>((resolve) => {
          response.write(bytes.subarray(at, at + size), () => resolve());
        });
        if (size < bytes.length) await pause(2);
      }
    };

    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    response.flushHeaders();
    await send(JSON.stringify(chunk({ role: 'assistant', content: '' }, null)));
    for (const token of script.tokens) await send(JSON.stringify(chunk({ content: token }, null)));

    const ending = script.ending ?? 'done';
    if (ending === 'stall' || response.destroyed) return;
    if (ending === 'cut') {
      cutByServer.add(response);
      response.socket?.destroy();
      return;
    }
    if (typeof ending === 'object' && 'raw' in ending) {
      response.write(ending.raw);
    } else if (typeof ending === 'object') {
      const { message, type = 'server_error', code = null } = ending.error;
      await send(JSON.stringify(openAiError(message, type, code)));
    } else if (ending !== 'end') {
      await send(JSON.stringify(chunk({}, 'stop')));
      if (ending === 'done') await send('[DONE]');
    }
    response.end();
  }

  const cutByServer = new WeakSet<ServerResponse>();
  const server = createServer((request, response) => {
    response.on('close', () => {
      if (response.writableFinished || cutByServer.has(response)) return;
      clientCloses += 1;
      for (const wake of closeWaiters) wake();
    });
    handle(request, response).catch(() => {
      if (!response.headersSent) json(response, 500, openAiError('stand-in', 'server_error', null));
      else response.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(...replies) {
      queue.push(...replies);
    },
    get clientCloses() {
      return clientCloses;
    },
    waitForClientCloses(count, timeoutMs = 2000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (clientCloses < count) return;
          closeWaiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          closeWaiters.delete(check);
          reject(new Error(`the client closed ${clientCloses} connections, not ${count}`));
        }, timeoutMs);
        closeWaiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
