import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SolapiConfig } from '../../env';
import { type SolapiStandIn, startSolapiStandIn } from '../../test/solapi-stand-in';
import { SmsProviderError } from './sms-sender';
import { createSolapiSmsSender } from './solapi-sms-sender';

const apiKey = 'NCSAYU7YDBXYORXC';
const apiSecret = 'stand-in-secret-0123456789abcdef';
const text = '[아르카나] 인증번호 [123456]를 입력해 주세요. (3분 안에 입력)';

let standIn: SolapiStandIn;
let config: SolapiConfig;

beforeAll(async () => {
  standIn = await startSolapiStandIn({ apiKey, apiSecret });
  config = { apiKey, apiSecret, sender: '0212345678', baseUrl: standIn.baseUrl };
});

afterAll(async () => {
  await standIn.close();
});

beforeEach(() => {
  standIn.messages.length = 0;
  standIn.authorizations.length = 0;
});

async function sendFailure(send: Promise<void>): Promise<SmsProviderError> {
  const error = await send.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SmsProviderError);
  return error as SmsProviderError;
}

describe('createSolapiSmsSender against the local Solapi stand-in', () => {
  it('posts { message: { to, from, text, type: SMS } } with a signed header', async () => {
    await createSolapiSmsSender(config).send({ to: '01012345678', text });

    expect(standIn.messages).toEqual([
      { to: '01012345678', from: '0212345678', text, type: 'SMS' },
    ]);
    expect(standIn.authorizations[0]).toMatch(
      /^HMAC-SHA256 apiKey=NCSAYU7YDBXYORXC, date=\d{4}-\d{2}-\d{2}T[\d:.]+Z, salt=[0-9a-f]{48}, signature=[0-9a-f]{64}$/,
    );
  });

  it('uses a fresh salt every request, so two sends in the same millisecond both pass', async () => {
    const fixed = new Date();
    const sender = createSolapiSmsSender(config, { now: () => fixed });
    await sender.send({ to: '01012345678', text });
    await sender.send({ to: '01012345678', text });

    expect(standIn.messages).toHaveLength(2);
    const [first, second] = standIn.authorizations;
    expect(first).not.toBe(second);
  });

  it('is refused with DuplicatedSignature when a salt and date repeat', async () => {
    const fixed = new Date();
    const sender = createSolapiSmsSender(config, {
      now: () => fixed,
      salt: () => 'repeated-salt-0001',
    });
    await sender.send({ to: '01012345678', text });
    const error = await sendFailure(sender.send({ to: '01012345678', text }));

    expect(error.kind).toBe('rejected');
    expect(error.providerCode).toBe('DuplicatedSignature');
    expect(error.httpStatus).toBe(403);
    expect(standIn.messages).toHaveLength(1);
  });

  it('is refused with RequestTimeTooSkewed when its clock is 16 minutes off, not at 14', async () => {
    const skewed = createSolapiSmsSender(config, {
      now: () => new Date(Date.now() - 16 * 60 * 1000),
    });
    const error = await sendFailure(skewed.send({ to: '01012345678', text }));
    expect(error.providerCode).toBe('RequestTimeTooSkewed');
    expect(error.kind).toBe('rejected');

    const slightlyOff = createSolapiSmsSender(config, {
      now: () => new Date(Date.now() - 14 * 60 * 1000),
    });
    await slightlyOff.send({ to: '01012345678', text });
    expect(standIn.messages).toHaveLength(1);
  });

  it('is refused with SignatureDoesNotMatch when signed with another secret', async () => {
    const sender = createSolapiSmsSender({ ...config, apiSecret: 'not-the-secret-0123456789' });
    const error = await sendFailure(sender.send({ to: '01012345678', text }));
    expect(error.providerCode).toBe('SignatureDoesNotMatch');
    expect(error.httpStatus).toBe(403);
  });

  it('is refused with InvalidAPIKey for an unknown key', async () => {
    const sender = createSolapiSmsSender({ ...config, apiKey: 'UNKNOWNKEY' });
    const error = await sendFailure(sender.send({ to: '01012345678', text }));
    expect(error.providerCode).toBe('InvalidAPIKey');
  });

  it('reports a 5xx as unavailable, with the provider code', async () => {
    standIn.failNext(500, { errorCode: 'InternalError', errorMessage: 'boom' });
    const error = await sendFailure(
      createSolapiSmsSender(config).send({ to: '01012345678', text }),
    );
    expect(error.kind).toBe('unavailable');
    expect(error.providerCode).toBe('InternalError');
    expect(error.httpStatus).toBe(500);
  });

  it('reports a 4xx validation answer as rejected', async () => {
    standIn.failNext(400, { errorCode: 'ValidationError', errorMessage: '발신번호 미등록' });
    const error = await sendFailure(
      createSolapiSmsSender(config).send({ to: '01012345678', text }),
    );
    expect(error.kind).toBe('rejected');
    expect(error.providerCode).toBe('ValidationError');
  });

  it('reports a 200 whose statusCode is not an acceptance as rejected', async () => {
    standIn.failNext(200, { statusCode: '3059', statusMessage: '변작된 발신번호' });
    const error = await sendFailure(
      createSolapiSmsSender(config).send({ to: '01012345678', text }),
    );
    expect(error.kind).toBe('rejected');
    expect(error.providerCode).toBe('Status_3059');
  });

  it('reports an error body that is not JSON with the HTTP status', async () => {
    standIn.failNext(502, 'not json');
    const error = await sendFailure(
      createSolapiSmsSender(config).send({ to: '01012345678', text }),
    );
    expect(error.kind).toBe('unavailable');
    expect(error.providerCode).toBe('HTTP_502');
  });

  it('reports an unreachable server as unavailable', async () => {
    const gone = await startSolapiStandIn({ apiKey, apiSecret });
    await gone.close();
    const sender = createSolapiSmsSender({ ...config, baseUrl: gone.baseUrl });
    const error = await sendFailure(sender.send({ to: '01012345678', text }));
    expect(error.kind).toBe('unavailable');
    expect(error.providerCode).toBe('NetworkError');
  });
});
