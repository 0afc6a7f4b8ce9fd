import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

const SECRET = 'x'.repeat(32);
const folders: string[] = [];

function tempDataDir(): string {
  const folder = mkdtempSync(join(tmpdir(), 'arcana-env-'));
  folders.push(folder);
  return join(folder, 'pglite');
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

// Every production provider configured, so only the variable under test can fail the start.
function productionBase() {
  return {
    NODE_ENV: 'production',
    JWT_SECRET: SECRET,
    DATA_DIR: '/tmp/arcana-data',
    SOLAPI_API_KEY: 'key',
    SOLAPI_API_SECRET: 'secret',
    SOLAPI_SENDER: '0212345678',
    PORTONE_API_SECRET: 'portone-secret',
    PORTONE_STORE_ID: 'store-1',
    TOSS_SECRET_KEY: 'test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R',
    TOSS_CLIENT_KEY: 'test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq',
    SMTP_HOST: 'smtp.arcana.test',
    SMTP_FROM: '아르카나 <no-reply@arcana.test>',
    JUSO_CONFIRM_KEY: 'juso-key',
  };
}

describe('loadEnv', () => {
  it.each([
    [undefined, 0],
    ['false', 0],
    ['0', 0],
    ['true', 1],
    ['1', 1],
    ['2', 2],
  ])('reads TRUST_PROXY=%s as %i trusted proxies (off by default)', (value, hops) => {
    expect(loadEnv({ JWT_SECRET: SECRET, TRUST_PROXY: value }).trustProxyHops).toBe(hops);
  });

  it('refuses a TRUST_PROXY that is not true, false or a number', () => {
    expect(() => loadEnv({ JWT_SECRET: SECRET, TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('fills the documented defaults', () => {
    const env = loadEnv({ JWT_SECRET: SECRET });
    expect(env).toMatchObject({
      port: 8787,
      host: '127.0.0.1',
      databaseUrl: undefined,
      production: false,
      jwtSecret: SECRET,
      webOrigin: 'http://127.0.0.1:5173',
      counselorOrigin: 'http://counselor.localhost:5174',
    });
    expect(env.dataDir.endsWith(join('api', '.data', 'pglite'))).toBe(true);
  });

  it('reads every variable and treats empty ones as unset', () => {
    const env = loadEnv({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/arcana',
      DATA_DIR: '/tmp/arcana-data',
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      WEB_ORIGIN: 'https://arcana.example/',
      COUNSELOR_ORIGIN: '',
      SOLAPI_API_KEY: 'key',
      SOLAPI_API_SECRET: 'secret',
      SOLAPI_SENDER: '0212345678',
      PORTONE_API_SECRET: 'portone-secret',
      PORTONE_STORE_ID: 'store-1',
      GOOGLE_CLIENT_ID: 'google-client',
      KAKAO_CLIENT_ID: '',
      TOSS_SECRET_KEY: 'test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R',
      TOSS_CLIENT_KEY: 'test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq',
      SMTP_HOST: 'smtp.arcana.test',
      SMTP_PORT: '465',
      SMTP_USER: 'arcana',
      SMTP_PASSWORD: 'smtp-secret',
      SMTP_FROM: '아르카나 <no-reply@arcana.test>',
      JUSO_CONFIRM_KEY: 'juso-key',
      JUSO_BASE_URL: '',
    });
    expect(env).toMatchObject({
      mail: {
        provider: 'smtp',
        smtp: {
          host: 'smtp.arcana.test',
          port: 465,
          user: 'arcana',
          password: 'smtp-secret',
          from: '아르카나 <no-reply@arcana.test>',
          secure: true,
        },
      },
      address: {
        provider: 'juso',
        juso: { confirmKey: 'juso-key', baseUrl: 'https://business.juso.go.kr' },
      },
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/arcana',
      dataDir: '/tmp/arcana-data',
      production: true,
      webOrigin: 'https://arcana.example',
      counselorOrigin: 'http://counselor.localhost:5174',
      uploadDir: '/tmp/uploads',
      sms: {
        provider: 'solapi',
        solapi: {
          apiKey: 'key',
          apiSecret: 'secret',
          sender: '0212345678',
          baseUrl: 'https://api.solapi.com',
        },
      },
      identity: {
        provider: 'portone',
        portone: {
          apiSecret: 'portone-secret',
          storeId: 'store-1',
          baseUrl: 'https://api.portone.io',
        },
      },
      social: {
        kakao: undefined,
        google: {
          clientId: 'google-client',
          clientSecret: undefined,
          issuer: 'https://accounts.google.com',
        },
      },
      payments: {
        provider: 'toss',
        toss: {
          secretKey: 'test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R',
          clientKey: 'test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq',
          baseUrl: 'https://api.tosspayments.com',
        },
      },
    });
  });

  it('uses the stand-ins outside production and refuses them in production', () => {
    const dataDir = tempDataDir();
    expect(loadEnv({ JWT_SECRET: SECRET, DATA_DIR: dataDir })).toMatchObject({
      sms: { provider: 'outbox', solapi: undefined },
      identity: { provider: 'stand-in', portone: undefined },
      social: { kakao: undefined, google: undefined },
    });
    const production = { NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_DIR: dataDir };
    expect(() => loadEnv(production)).toThrow(/SOLAPI_API_KEY/);
    expect(() => loadEnv({ ...production, SMS_PROVIDER: 'outbox' })).toThrow(/stand-in only/);
  });

  it('sends e-mail to the outbox and searches addresses in the bundled list outside production only', () => {
    expect(loadEnv({ JWT_SECRET: SECRET })).toMatchObject({
      mail: { provider: 'outbox', smtp: undefined },
      address: { provider: 'stand-in', juso: undefined },
    });
    const production = productionBase();
    const { SMTP_HOST: _host, JUSO_CONFIRM_KEY: _key, ...withoutMailAndAddress } = production;
    expect(() => loadEnv({ ...production, SMTP_HOST: undefined })).toThrow(
      /MAIL_PROVIDER=smtp needs SMTP_HOST and SMTP_FROM/,
    );
    expect(() => loadEnv({ ...production, MAIL_PROVIDER: 'outbox' })).toThrow(/stand-in only/);
    expect(() => loadEnv({ ...production, SMTP_USER: 'arcana' })).toThrow(
      /SMTP_USER and SMTP_PASSWORD go together/,
    );
    expect(() => loadEnv({ ...production, JUSO_CONFIRM_KEY: undefined })).toThrow(
      /ADDRESS_PROVIDER=juso needs JUSO_CONFIRM_KEY/,
    );
    expect(() => loadEnv({ ...production, ADDRESS_PROVIDER: 'stand-in' })).toThrow(/stand-in only/);
    expect(() => loadEnv(withoutMailAndAddress)).toThrow(/SMTP_HOST/);
    expect(loadEnv(production).mail).toEqual({
      provider: 'smtp',
      smtp: {
        host: 'smtp.arcana.test',
        port: 587,
        user: undefined,
        password: undefined,
        from: '아르카나 <no-reply@arcana.test>',
        secure: false,
      },
    });
  });

  it('pays through the sandbox outside production and refuses it in production', () => {
    expect(loadEnv({ JWT_SECRET: SECRET }).payments).toEqual({
      provider: 'sandbox',
      toss: undefined,
    });
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      SOLAPI_API_KEY: 'key',
      SOLAPI_API_SECRET: 'secret',
      SOLAPI_SENDER: '0212345678',
      PORTONE_API_SECRET: 'portone-secret',
      PORTONE_STORE_ID: 'store-1',
    };
    expect(() => loadEnv(production)).toThrow(/PAYMENT_PROVIDER=toss needs TOSS_SECRET_KEY/);
    expect(() => loadEnv({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /PAYMENT_PROVIDER=sandbox is a development stand-in only/,
    );
    expect(
      loadEnv({
        JWT_SECRET: SECRET,
        PAYMENT_PROVIDER: 'toss',
        TOSS_SECRET_KEY: 'test_gsk_docs_OaPz8L5KdmQXkzRz3y47BMw6',
        TOSS_CLIENT_KEY: 'test_gck_docs_Ovk5rk1EwkEbP0W43n07xlzm',
        TOSS_API_BASE: 'http://127.0.0.1:4010/',
      }).payments,
    ).toEqual({
      provider: 'toss',
      toss: {
        secretKey: 'test_gsk_docs_OaPz8L5KdmQXkzRz3y47BMw6',
        clientKey: 'test_gck_docs_Ovk5rk1EwkEbP0W43n07xlzm',
        baseUrl: 'http://127.0.0.1:4010',
      },
    });
  });

  it('refuses a Toss key of the wrong kind, a bad API base and plain http in production', () => {
    const toss = { JWT_SECRET: SECRET, PAYMENT_PROVIDER: 'toss' };
    expect(() =>
      loadEnv({ ...toss, TOSS_SECRET_KEY: 'test_ck_x', TOSS_CLIENT_KEY: 'test_ck_y' }),
    ).toThrow(/TOSS_SECRET_KEY: must be a Toss secret key/);
    expect(() =>
      loadEnv({ ...toss, TOSS_SECRET_KEY: 'test_sk_x', TOSS_CLIENT_KEY: 'sk_y' }),
    ).toThrow(/TOSS_CLIENT_KEY/);
    expect(() => loadEnv({ ...toss, PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() =>
      loadEnv({
        ...toss,
        TOSS_SECRET_KEY: 'test_sk_x',
        TOSS_CLIENT_KEY: 'test_ck_y',
        TOSS_API_BASE: 'ftp://toss.example',
      }),
    ).toThrow(/TOSS_API_BASE: must be http:\/\/ or https:\/\//);
    expect(() =>
      loadEnv({
        ...toss,
        NODE_ENV: 'production',
        SOLAPI_API_KEY: 'key',
        SOLAPI_API_SECRET: 'secret',
        SOLAPI_SENDER: '0212345678',
        PORTONE_API_SECRET: 'portone-secret',
        PORTONE_STORE_ID: 'store-1',
        TOSS_SECRET_KEY: 'live_sk_x',
        TOSS_CLIENT_KEY: 'live_ck_y',
        TOSS_API_BASE: 'http://toss.example',
      }),
    ).toThrow(/TOSS_API_BASE must be https:\/\/ in production/);
  });

  it('rejects bad values with the variable named', () => {
    expect(() => loadEnv({ JWT_SECRET: SECRET, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ JWT_SECRET: SECRET, PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadEnv({ JWT_SECRET: SECRET, DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL/,
    );
    expect(() => loadEnv({ JWT_SECRET: SECRET, WEB_ORIGIN: 'not a url' })).toThrow(/WEB_ORIGIN/);
    expect(() => loadEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('paces the offline AI reader 25 ms apart unless AI_OFFLINE_DELAY_MS says otherwise', () => {
    expect(loadEnv({ JWT_SECRET: SECRET }).aiOfflineDelayMs).toBe(25);
    expect(loadEnv({ JWT_SECRET: SECRET, AI_OFFLINE_DELAY_MS: '0' }).aiOfflineDelayMs).toBe(0);
    expect(() => loadEnv({ JWT_SECRET: SECRET, AI_OFFLINE_DELAY_MS: 'fast' })).toThrow(
      /AI_OFFLINE_DELAY_MS/,
    );
  });

  it('takes the platform fee rate from PLATFORM_FEE_RATE, 0.2 unless told', () => {
    expect(loadEnv({ JWT_SECRET: SECRET }).platformFeeRate).toBe(0.2);
    expect(loadEnv({ JWT_SECRET: SECRET, PLATFORM_FEE_RATE: '0.15' }).platformFeeRate).toBe(0.15);
    expect(loadEnv({ JWT_SECRET: SECRET, PLATFORM_FEE_RATE: '1' }).platformFeeRate).toBe(1);
    for (const bad of ['20', '1.5', '-0.1', '0.2%', 'twenty']) {
      expect(() => loadEnv({ JWT_SECRET: SECRET, PLATFORM_FEE_RATE: bad })).toThrow(
        /PLATFORM_FEE_RATE/,
      );
    }
  });

  it('reads the LLM endpoint only when both LLM_BASE_URL and LLM_MODEL are set', () => {
    expect(loadEnv({ JWT_SECRET: SECRET }).llm).toBeUndefined();
    expect(
      loadEnv({
        JWT_SECRET: SECRET,
        LLM_BASE_URL: 'https://api.openai.com/v1/',
        LLM_MODEL: 'gpt-4o-mini',
        LLM_API_KEY: 'sk-test',
      }).llm,
    ).toEqual({ baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini', apiKey: 'sk-test' });
    expect(
      loadEnv({
        JWT_SECRET: SECRET,
        LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
        LLM_MODEL: 'llama3',
      }).llm,
    ).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3', apiKey: undefined });
  });

  it('refuses half an LLM configuration and a base URL that is not http(s)', () => {
    const base = { JWT_SECRET: SECRET };
    expect(() => loadEnv({ ...base, LLM_BASE_URL: 'https://llm.example/v1' })).toThrow(
      /LLM_BASE_URL and LLM_MODEL go together/,
    );
    expect(() => loadEnv({ ...base, LLM_MODEL: 'gpt-4o-mini' })).toThrow(/go together/);
    expect(() => loadEnv({ ...base, LLM_API_KEY: 'sk-test' })).toThrow(/LLM_API_KEY is set/);
    expect(() =>
      loadEnv({ ...base, LLM_BASE_URL: 'ftp://llm.example/v1', LLM_MODEL: 'm' }),
    ).toThrow(/LLM_BASE_URL: must be http:\/\/ or https:\/\//);
    expect(() => loadEnv({ ...base, LLM_BASE_URL: 'llm.example', LLM_MODEL: 'm' })).toThrow(
      /LLM_BASE_URL/,
    );
    expect(() =>
      loadEnv({ ...base, LLM_BASE_URL: 'https://u:p@llm.example/v1', LLM_MODEL: 'm' }),
    ).toThrow(/must not hold credentials/);
  });

  it('sends an LLM key in production only over https or to this machine', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      SOLAPI_API_KEY: 'key',
      SOLAPI_API_SECRET: 'secret',
      SOLAPI_SENDER: '0212345678',
      PORTONE_API_SECRET: 'portone-secret',
      PORTONE_STORE_ID: 'store-1',
      TOSS_SECRET_KEY: 'test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R',
      TOSS_CLIENT_KEY: 'test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq',
      SMTP_HOST: 'smtp.arcana.test',
      SMTP_FROM: 'no-reply@arcana.test',
      JUSO_CONFIRM_KEY: 'juso-key',
      LLM_MODEL: 'm',
      LLM_API_KEY: 'sk-test',
    };
    expect(() => loadEnv({ ...production, LLM_BASE_URL: 'http://llm.example/v1' })).toThrow(
      /must be https:\/\/ in production/,
    );
    expect(loadEnv({ ...production, LLM_BASE_URL: 'http://127.0.0.1:8000/v1' }).llm?.baseUrl).toBe(
      'http://127.0.0.1:8000/v1',
    );
    expect(loadEnv({ ...production, LLM_BASE_URL: 'https://llm.example/v1' }).llm?.baseUrl).toBe(
      'https://llm.example/v1',
    );
  });

  it('reads TURN relays only with their secret; production refuses relays without one', () => {
    const relays = 'turn:127.0.0.1:3478?transport=udp, turn:127.0.0.1:3478?transport=tcp';
    expect(loadEnv({ JWT_SECRET: SECRET }).turn).toBeUndefined();
    expect(loadEnv({ JWT_SECRET: SECRET, TURN_URLS: relays, TURN_SECRET: 's3cret' }).turn).toEqual({
      urls: ['turn:127.0.0.1:3478?transport=udp', 'turn:127.0.0.1:3478?transport=tcp'],
      secret: 's3cret',
      ttlSeconds: 3600,
    });
    expect(
      loadEnv({ JWT_SECRET: SECRET, TURN_URLS: relays, TURN_SECRET: 's', TURN_TTL_SECONDS: '600' })
        .turn?.ttlSeconds,
    ).toBe(600);
    expect(loadEnv({ JWT_SECRET: SECRET, TURN_URLS: relays }).turn).toBeUndefined();
    const production = { ...productionBase(), TURN_URLS: relays };
    expect(() => loadEnv(production)).toThrow(/TURN_URLS needs TURN_SECRET/);
    expect(() => loadEnv({ JWT_SECRET: SECRET, TURN_URLS: 'http://x' })).toThrow(/TURN_URLS/);
    expect(() => loadEnv({ JWT_SECRET: SECRET, TURN_TTL_SECONDS: '5' })).toThrow(/TURN_TTL/);
  });

  it('refuses to start in production without JWT_SECRET', () => {
    const dataDir = tempDataDir();
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(EnvError);
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(
      /JWT_SECRET is required/,
    );
    expect(existsSync(join(dirname(dataDir), 'jwt-secret'))).toBe(false);
  });

  it('generates a development secret beside the data folder once and reuses it', () => {
    const dataDir = tempDataDir();
    const first = loadEnv({ DATA_DIR: dataDir }).jwtSecret;
    const second = loadEnv({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(readFileSync(join(dirname(dataDir), 'jwt-secret'), 'utf8').trim()).toBe(first);
  });
});
