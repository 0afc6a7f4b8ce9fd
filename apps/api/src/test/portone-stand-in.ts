import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local PortOne V2 that speaks the documented identity-verification lookup (PROVIDERS.md §5,
// @portone/server-sdk identityVerification types): GET /identity-verifications/{id}?storeId=
// with `Authorization: PortOne {secret}`; READY, VERIFIED (verifiedCustomer, verifiedAt, pgTxId)
// or FAILED (failure); 401 for a wrong secret, 404 for an id it does not know.

export type PortOneStandInRecord =
  | { status: 'READY' }
  | {
      status: 'VERIFIED';
      verifiedCustomer: { name: string; phoneNumber?: string; birthDate?: string };
    }
  | { status: 'FAILED'; reason: string };

export type PortOneStandIn = {
  baseUrl: string;
  records: Map<string, PortOneStandInRecord>;
  /** Every request as `METHOD url`, accepted or not. */
  requests: string[];
  /** The next request gets this status (and an error body) instead. */
  failNext(status: number): void;
  close(): Promise<void>;
};

export async function startPortOneStandIn(options: {
  apiSecret: string;
  storeId: string;
}): Promise<PortOneStandIn> {
  const records = new Map<string, PortOneStandInRecord>();
  const requests: string[] = [];
  let injected: number | undefined;

  const reply = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };

  function handle(request: IncomingMessage, response: ServerResponse) {
    requests.push(`${request.method} ${request.url}`);
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const match = /^\/identity-verifications\/([^/]+)$/.exec(url.pathname);
    if (request.method !== 'GET' || !match?.[1]) {
      return reply(response, 404, { type: 'NOT_FOUND', message: 'no such resource' });
    }
    if (request.headers.authorization !== `PortOne ${options.apiSecret}`) {
      return reply(response, 401, { type: 'UNAUTHORIZED', message: 'invalid api secret' });
    }
    if (url.searchParams.get('storeId') !== options.storeId) {
      return reply(response, 403, { type: 'FORBIDDEN', message: 'store not allowed' });
    }
    if (injected !== undefined) {
      const status = injected;
      injected = undefined;
      return reply(response, status, { type: 'INTERNAL', message: 'injected failure' });
    }
    const id = decodeURIComponent(match[1]);
    const record = records.get(id);
    if (!record) {
      return reply(response, 404, {
        type: 'IDENTITY_VERIFICATION_NOT_FOUND',
        message: 'identity verification not found',
      });
    }
    const common = {
      id,
      channel: { type: 'TEST', id: 'channel-1', key: 'channel-key', pgProvider: 'DANAL' },
      requestedAt: '2025-03-01T09:00:00Z',
      updatedAt: '2025-03-01T09:01:00Z',
      statusChangedAt: '2025-03-01T09:01:00Z',
    };
    if (record.status === 'VERIFIED') {
      return reply(response, 200, {
        ...common,
        status: 'VERIFIED',
        verifiedCustomer: { id: 'customer-1', ...record.verifiedCustomer, isForeigner: false },
        verifiedAt: '2025-03-01T09:01:00Z',
        pgTxId: 'pg-tx-1',
        pgRawResponse: '{}',
      });
    }
    if (record.status === 'FAILED') {
      return reply(response, 200, {
        ...common,
        status: 'FAILED',
        failure: { reason: record.reason, pgCode: 'E001', pgMessage: record.reason },
      });
    }
    return reply(response, 200, { ...common, status: 'READY' });
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    records,
    requests,
    failNext(status) {
      injected = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
