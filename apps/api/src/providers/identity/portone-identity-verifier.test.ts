import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortOneStandIn, startPortOneStandIn } from '../../test/portone-stand-in';
import { IdentityProviderError } from './identity-verifier';
import { createPortOneIdentityVerifier } from './portone-identity-verifier';

let standIn: PortOneStandIn;

beforeAll(async () => {
  standIn = await startPortOneStandIn({ apiSecret: 'portone-secret', storeId: 'store-1' });
  standIn.records.set('identity-verification-ok', {
    status: 'VERIFIED',
    verifiedCustomer: { name: '홍길동', phoneNumber: '01012345678', birthDate: '1990-01-02' },
  });
  standIn.records.set('identity-verification-name-only', {
    status: 'VERIFIED',
    verifiedCustomer: { name: '김이름' },
  });
  standIn.records.set('identity-verification-failed', { status: 'FAILED', reason: '취소' });
  standIn.records.set('identity-verification-ready', { status: 'READY' });
});

afterAll(async () => {
  await standIn.close();
});

const verifier = (overrides: { apiSecret?: string; baseUrl?: string } = {}) =>
  createPortOneIdentityVerifier({
    apiSecret: overrides.apiSecret ?? 'portone-secret',
    storeId: 'store-1',
    baseUrl: overrides.baseUrl ?? standIn.baseUrl,
  });

async function failure(promise: Promise<unknown>) {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(IdentityProviderError);
  return (error as IdentityProviderError).kind;
}

describe('createPortOneIdentityVerifier', () => {
  it('reads a VERIFIED verification with its customer', async () => {
    expect(await verifier().lookup('identity-verification-ok')).toEqual({
      status: 'VERIFIED',
      verifiedCustomer: { name: '홍길동', phoneNumber: '01012345678', birthDate: '1990-01-02' },
    });
    expect(await verifier().lookup('identity-verification-name-only')).toEqual({
      status: 'VERIFIED',
      verifiedCustomer: { name: '김이름' },
    });
  });

  it('sends GET /identity-verifications/{id}?storeId= to the configured base URL', async () => {
    standIn.requests.length = 0;
    await verifier({ baseUrl: `${standIn.baseUrl}/` }).lookup('identity-verification-ok');
    expect(standIn.requests).toEqual([
      'GET /identity-verifications/identity-verification-ok?storeId=store-1',
    ]);
  });

  it('reads FAILED and READY as they are', async () => {
    expect(await verifier().lookup('identity-verification-failed')).toEqual({ status: 'FAILED' });
    expect(await verifier().lookup('identity-verification-ready')).toEqual({ status: 'READY' });
  });

  it('answers null for an id PortOne does not know (404)', async () => {
    expect(await verifier().lookup('identity-verification-unknown')).toBeNull();
  });

  it('reports a wrong API secret as rejected', async () => {
    expect(await failure(verifier({ apiSecret: 'wrong' }).lookup('identity-verification-ok'))).toBe(
      'rejected',
    );
  });

  it('reports a 5xx and an unreachable server as unavailable', async () => {
    standIn.failNext(500);
    expect(await failure(verifier().lookup('identity-verification-ok'))).toBe('unavailable');

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const port = typeof address === 'object' && address ? address.port : 1;
    const offline = verifier({ baseUrl: `http://127.0.0.1:${port}` });
    expect(await failure(offline.lookup('identity-verification-ok'))).toBe('unavailable');
  });
});
