import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local Solapi that speaks the documented protocol (PROVIDERS.md §4, Solapi "API Key 인증
// 방식"): it checks the HMAC-SHA256 Authorization header with the same secret, refuses a date
// more than 15 minutes off and a signature already seen in the last 15 minutes, and records
// every accepted message. Written from the docs, not from the adapter, so a test of the adapter
// against it proves the adapter follows the protocol rather than agreeing with itself.

export type SolapiStandInMessage = { to: string; from: string; text: string; type?: string };
export type SolapiStandIn = {
  baseUrl: string;
  messages: SolapiStandInMessage[];
  /** Every Authorization header received, accepted or not. */
  authorizations: string[];
  /** The next request gets this answer instead (for provider-side failures). */
  failNext(status: number, body: unknown): void;
  close(): Promise<void>;
};

const WINDOW_MS = 15 * 60 * 1000;
const HEADER =
  /^HMAC-SHA256 apiKey=([^,\s]+), date=([^,\s]+), salt=([^,\s]+), signature=([0-9a-f]{64})$/;

export async function startSolapiStandIn(options: {
  apiKey: string;
  apiSecret: string;
  now?: () => Date;
}): Promise<SolapiStandIn> {
  const now = options.now ?? (() => new Date());
  const seenSignatures = new Map<string, number>();
  const messages: SolapiStandInMessage[] = [];
  const authorizations: string[] = [];
  let injected: { status: number; body: unknown } | undefined;

  const reply = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };
  const refuse = (response: ServerResponse, status: number, errorCode: string, message: string) =>
    reply(response, status, { errorCode, errorMessage: message });

  function authenticate(header: string | undefined): [number, string, string] | undefined {
    const match = header ? HEADER.exec(header) : null;
    if (!match) return [401, 'InvalidAuthType', 'Authorization header is malformed'];
    const [, apiKey = '', date = '', salt = '', signature = ''] = match;
    if (apiKey !== options.apiKey) return [403, 'InvalidAPIKey', 'Unknown API key'];
    if (salt.length < 12 || salt.length > 64) {
      return [403, 'SignatureDoesNotMatch', 'salt must be 12-64 characters'];
    }
    const at = Date.parse(date);
    const current = now().getTime();
    if (Number.isNaN(at) || Math.abs(current - at) > WINDOW_MS) {
      return [403, 'RequestTimeTooSkewed', 'date is more than 15 minutes off'];
    }
    const expected = createHmac('sha256', options.apiSecret)
      .update(date + salt)
      .digest();
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
      return [403, 'SignatureDoesNotMatch', 'signature does not match'];
    }
    for (const [seen, seenAt] of seenSignatures) {
      if (current - seenAt > WINDOW_MS) seenSignatures.delete(seen);
    }
    if (seenSignatures.has(signature)) {
      return [403, 'DuplicatedSignature', 'signature was used in the last 15 minutes'];
    }
    seenSignatures.set(signature, current);
    return undefined;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== 'POST' || request.url !== '/messages/v4/send') {
      return refuse(response, 404, 'NotFound', 'no such resource');
    }
    authorizations.push(request.headers.authorization ?? '');
    if (injected) {
      const { status, body } = injected;
      injected = undefined;
      return reply(response, status, body);
    }
    const failure = authenticate(request.headers.authorization);
    if (failure) return refuse(response, ...failure);

    let message: Partial<SolapiStandInMessage> | undefined;
    try {
      message = (
        JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          message?: Partial<SolapiStandInMessage>;
        }
      ).message;
    } catch {
      return refuse(response, 400, 'ValidationError', 'body is not JSON');
    }
    const { to, from, text, type } = message ?? {};
    if (typeof to !== 'string' || typeof from !== 'string' || typeof text !== 'string') {
      return refuse(response, 400, 'ValidationError', 'message.to, from and text are required');
    }
    messages.push({ to, from, text, ...(type === undefined ? {} : { type }) });
    const id = String(messages.length).padStart(6, '0');
    return reply(response, 200, {
      groupId: `G4V-STAND-IN-${id}`,
      messageId: `M4V-STAND-IN-${id}`,
      accountId: '12925149',
      statusMessage: '정상 접수(이통사로 접수 예정) ',
      statusCode: '2000',
      to,
      from,
      type: type ?? 'SMS',
      country: '82',
    });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => refuse(response, 500, 'InternalError', 'stand-in'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    messages,
    authorizations,
    failNext(status, body) {
      injected = { status, body };
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
