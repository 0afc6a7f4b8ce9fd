import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

// The only module that reads process.env. Everything else receives an `Env` object, so tests
// can build one by hand and production cannot silently pick up a stray variable.

export type Env = {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the api runs on embedded PGlite. */
  databaseUrl: string | undefined;
  /** PGlite data folder (also where the development JWT secret is kept, one level up). */
  dataDir: string;
  production: boolean;
  jwtSecret: string;
  webOrigin: string;
  counselorOrigin: string;
  /** Where uploaded files and their thumbnails are kept (local-folder storage). */
  uploadDir: string;
  /** 'outbox' (dev stand-in, GET /api/dev/outbox) or 'solapi' (the real SMS adapter). */
  sms: { provider: 'outbox' | 'solapi'; solapi: SolapiConfig | undefined };
  /** 'stand-in' (dev) or 'portone' (PortOne V2 identity verification). */
  identity: { provider: 'stand-in' | 'portone'; portone: PortOneConfig | undefined };
  /** A social provider is on only when its client ID is configured (SPEC §9). */
  social: { kakao: OAuthClientConfig | undefined; google: OAuthClientConfig | undefined };
  /**
   * How many reverse proxies of ours stand in front of the api, each appending the address it
   * saw to X-Forwarded-For (lib/client-address.ts). 0 (TRUST_PROXY off): the header is ignored.
   */
  trustProxyHops: number;
  /**
   * An OpenAI-compatible chat endpoint (LLM_BASE_URL + LLM_MODEL, optional LLM_API_KEY); absent,
   * the AI feature's offline reader answers (DESIGN "AI").
   */
  llm?: LlmConfig | undefined;
  /**
   * Pause between the offline reader's pieces (AI_OFFLINE_DELAY_MS, default 25): a reading
   * then arrives at a readable pace; absent (tests), it streams as fast as it can.
   */
  aiOfflineDelayMs?: number | undefined;
  /**
   * The platform's share of what a user paid (PLATFORM_FEE_RATE, 0–1, default 0.2, DESIGN
   * "Money"); absent (tests building an Env by hand): the default.
   */
  platformFeeRate?: number | undefined;
  /**
   * 'sandbox' (the api-served checkout, DESIGN "Orders and payments"; refused in production) or
   * 'toss' (Toss Payments, PROVIDERS.md §1). Absent (tests building an Env by hand): sandbox.
   */
  payments?: PaymentsConfig | undefined;
  /**
   * TURN relays for the calls (PROVIDERS.md §10): TURN_URLS (comma list), TURN_SECRET (coturn's
   * static-auth-secret), TURN_TTL_SECONDS (default 3600). Absent: no relay, host candidates only.
   */
  turn?: TurnConfig | undefined;
  /**
   * E-mail (PROVIDERS.md §9): 'outbox' (the dev outbox, channel email; refused in production) or
   * 'smtp' (nodemailer; SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASSWORD, SMTP_FROM). Absent
   * (tests building an Env by hand): outbox.
   */
  mail?: MailConfig | undefined;
  /**
   * Road-address search (PROVIDERS.md §8): 'stand-in' (a bundled list; refused in production)
   * or 'juso' (juso.go.kr with JUSO_CONFIRM_KEY). Absent (tests): stand-in.
   */
  address?: AddressConfig | undefined;
};

export type MailConfig =
  | { provider: 'outbox'; smtp: undefined }
  | { provider: 'smtp'; smtp: SmtpConfig };
export type SmtpConfig = {
  host: string;
  port: number;
  user: string | undefined;
  password: string | undefined;
  from: string;
  secure: boolean;
};
export type AddressConfig =
  | { provider: 'stand-in'; juso: undefined }
  | { provider: 'juso'; juso: { confirmKey: string; baseUrl: string } };

export type TurnConfig = { urls: string[]; secret: string; ttlSeconds: number };

export type TossConfig = { secretKey: string; clientKey: string; baseUrl: string };
export type PaymentsConfig =
  | { provider: 'sandbox'; toss: undefined }
  | { provider: 'toss'; toss: TossConfig };

export type SolapiConfig = { apiKey: string; apiSecret: string; sender: string; baseUrl: string };
export type PortOneConfig = { apiSecret: string; storeId: string; baseUrl: string };
/** `baseUrl` includes the version path (`https://api.openai.com/v1`), no trailing slash. */
export type LlmConfig = { baseUrl: string; model: string; apiKey: string | undefined };
export type OAuthClientConfig = {
  clientId: string;
  clientSecret: string | undefined;
  issuer: string;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

type Source = Record<string, string | undefined>;

const origin = (fallback: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.url('must be an absolute URL such as http://127.0.0.1:5173'),
      v.transform((value) => new URL(value).origin),
    ),
    fallback,
  );

const EnvSchema = v.object({
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number'),
      v.transform(Number),
      v.maxValue(65535, 'must be at most 65535'),
    ),
    '8787',
  ),
  HOST: v.optional(v.string(), '127.0.0.1'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres://')),
  ),
  DATA_DIR: v.optional(v.string()),
  NODE_ENV: v.optional(v.string(), 'development'),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  WEB_ORIGIN: origin('http://127.0.0.1:5173'),
  COUNSELOR_ORIGIN: origin('http://counselor.localhost:5174'),
  UPLOAD_DIR: v.optional(v.string()),
  SMS_PROVIDER: v.optional(v.picklist(['outbox', 'solapi'], 'must be outbox or solapi')),
  SOLAPI_API_KEY: v.optional(v.string()),
  SOLAPI_API_SECRET: v.optional(v.string()),
  SOLAPI_SENDER: v.optional(v.pipe(v.string(), v.regex(/^\d{8,12}$/, 'must be digits'))),
  SOLAPI_BASE_URL: v.optional(v.pipe(v.string(), v.url()), 'https://api.solapi.com'),
  IDENTITY_PROVIDER: v.optional(v.picklist(['stand-in', 'portone'], 'must be stand-in or portone')),
  PORTONE_API_SECRET: v.optional(v.string()),
  PORTONE_STORE_ID: v.optional(v.string()),
  PORTONE_BASE_URL: v.optional(v.pipe(v.string(), v.url()), 'https://api.portone.io'),
  KAKAO_CLIENT_ID: v.optional(v.string()),
  KAKAO_CLIENT_SECRET: v.optional(v.string()),
  KAKAO_ISSUER: v.optional(v.pipe(v.string(), v.url()), 'https://kauth.kakao.com'),
  GOOGLE_CLIENT_ID: v.optional(v.string()),
  GOOGLE_CLIENT_SECRET: v.optional(v.string()),
  GOOGLE_ISSUER: v.optional(v.pipe(v.string(), v.url()), 'https://accounts.google.com'),
  // No default endpoint in any mode: unset means the offline reader, never a guessed service.
  LLM_BASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.url('must be an absolute URL such as https://api.openai.com/v1'),
      // v.url reported an unparsable value already; these checks look only at parsable ones.
      v.check(
        (value) => !URL.canParse(value) || /^https?:$/.test(new URL(value).protocol),
        'must be http:// or https://',
      ),
      v.check((value) => {
        if (!URL.canParse(value)) return true;
        const url = new URL(value);
        return url.username === '' && url.password === '' && url.search === '' && url.hash === '';
      }, 'must not hold credentials, a query or a fragment (the key goes in LLM_API_KEY)'),
      v.transform((value) => value.replace(/\/+$/, '')),
    ),
  ),
  LLM_MODEL: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'must name a model'))),
  LLM_API_KEY: v.optional(v.string()),
  AI_OFFLINE_DELAY_MS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'must be 0–9999 milliseconds'), v.transform(Number)),
    '25',
  ),
  PLATFORM_FEE_RATE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/, 'must be a rate from 0 to 1 such as 0.2'),
      v.transform(Number),
    ),
    '0.2',
  ),
  PAYMENT_PROVIDER: v.optional(v.picklist(['sandbox', 'toss'], 'must be sandbox or toss')),
  // Toss keys: test_ or live_, then sk_/ck_ (API keys) or gsk_/gck_ (widget keys).
  TOSS_SECRET_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^(test|live)_g?sk_\S+$/, 'must be a Toss secret key (test_sk_…)')),
  ),
  TOSS_CLIENT_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^(test|live)_g?ck_\S+$/, 'must be a Toss client key (test_ck_…)')),
  ),
  TOSS_API_BASE: v.optional(
    v.pipe(
      v.string(),
      v.url('must be an absolute URL such as https://api.tosspayments.com'),
      v.check(
        (value) => !URL.canParse(value) || /^https?:$/.test(new URL(value).protocol),
        'must be http:// or https://',
      ),
      v.transform((value) => value.replace(/\/+$/, '')),
    ),
    'https://api.tosspayments.com',
  ),
  MAIL_PROVIDER: v.optional(v.picklist(['outbox', 'smtp'], 'must be outbox or smtp')),
  SMTP_HOST: v.optional(v.pipe(v.string(), v.nonEmpty())),
  SMTP_PORT: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a port number'), v.transform(Number)),
    '587',
  ),
  SMTP_USER: v.optional(v.string()),
  SMTP_PASSWORD: v.optional(v.string()),
  SMTP_FROM: v.optional(v.pipe(v.string(), v.nonEmpty())),
  ADDRESS_PROVIDER: v.optional(v.picklist(['stand-in', 'juso'], 'must be stand-in or juso')),
  JUSO_CONFIRM_KEY: v.optional(v.pipe(v.string(), v.nonEmpty())),
  JUSO_BASE_URL: v.optional(v.pipe(v.string(), v.url()), 'https://business.juso.go.kr'),
  TURN_URLS: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) =>
        value
          .split(',')
          .map((url) => url.trim())
          .filter((url) => url !== ''),
      ),
      v.check(
        (urls) => urls.every((url) => /^turns?:[^\s?]+(\?transport=(udp|tcp))?$/.test(url)),
        'must be turn: or turns: URLs separated by commas (turn:host:3478?transport=udp)',
      ),
    ),
  ),
  TURN_SECRET: v.optional(v.string()),
  TURN_TTL_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, 'must be whole seconds'),
      v.transform(Number),
      v.minValue(60, 'must be at least 60 seconds'),
    ),
    '3600',
  ),
  // `true` is one proxy; a number says how many stand in a chain (a CDN, then nginx).
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(true|false|\d{1,2})$/, 'must be true, false or the number of proxies'),
      v.transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value))),
    ),
    'false',
  ),
});

/** apps/api, found by walking up from this file: works from src/ (tsx, vitest) and dist/. */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new EnvError('Cannot find the @arcana/api package root');
    dir = parent;
  }
  return dir;
}

export function loadEnv(source: Source = process.env): Env {
  // An empty variable (`FOO=` in a shell or .env file) means "unset", not "empty string".
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue)}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const raw = result.output;
  const production = raw.NODE_ENV === 'production';
  const dataDir = resolve(raw.DATA_DIR ?? join(packageRoot(), '.data', 'pglite'));
  return {
    port: raw.PORT,
    host: raw.HOST,
    databaseUrl: raw.DATABASE_URL,
    dataDir,
    production,
    jwtSecret: raw.JWT_SECRET ?? developmentJwtSecret(production, dataDir),
    webOrigin: raw.WEB_ORIGIN,
    counselorOrigin: raw.COUNSELOR_ORIGIN,
    uploadDir: resolve(raw.UPLOAD_DIR ?? join(dirname(dataDir), 'uploads')),
    sms: smsConfig(raw, production),
    identity: identityConfig(raw, production),
    social: {
      kakao: oauthClient(raw.KAKAO_CLIENT_ID, raw.KAKAO_CLIENT_SECRET, raw.KAKAO_ISSUER),
      google: oauthClient(raw.GOOGLE_CLIENT_ID, raw.GOOGLE_CLIENT_SECRET, raw.GOOGLE_ISSUER),
    },
    trustProxyHops: raw.TRUST_PROXY,
    llm: llmConfig(raw, production),
    aiOfflineDelayMs: raw.AI_OFFLINE_DELAY_MS,
    platformFeeRate: raw.PLATFORM_FEE_RATE,
    payments: paymentsConfig(raw, production),
    turn: turnConfig(raw, production),
    mail: mailConfig(raw, production),
    address: addressConfig(raw, production),
  };
}

type Raw = v.InferOutput<typeof EnvSchema>;

// Production never falls back to a stand-in: a missing key is a start-up error, not an outbox
// that silently swallows every code.
function smsConfig(raw: Raw, production: boolean): Env['sms'] {
  const provider = raw.SMS_PROVIDER ?? (production ? 'solapi' : 'outbox');
  if (provider === 'outbox') {
    if (production) throw new EnvError('SMS_PROVIDER=outbox is a development stand-in only.');
    return { provider, solapi: undefined };
  }
  if (!raw.SOLAPI_API_KEY || !raw.SOLAPI_API_SECRET || !raw.SOLAPI_SENDER) {
    throw new EnvError(
      'SMS_PROVIDER=solapi needs SOLAPI_API_KEY, SOLAPI_API_SECRET and SOLAPI_SENDER.',
    );
  }
  return {
    provider,
    solapi: {
      apiKey: raw.SOLAPI_API_KEY,
      apiSecret: raw.SOLAPI_API_SECRET,
      sender: raw.SOLAPI_SENDER,
      baseUrl: raw.SOLAPI_BASE_URL,
    },
  };
}

function identityConfig(raw: Raw, production: boolean): Env['identity'] {
  const provider = raw.IDENTITY_PROVIDER ?? (production ? 'portone' : 'stand-in');
  if (provider === 'stand-in') {
    if (production)
      throw new EnvError('IDENTITY_PROVIDER=stand-in is a development stand-in only.');
    return { provider, portone: undefined };
  }
  if (!raw.PORTONE_API_SECRET || !raw.PORTONE_STORE_ID) {
    throw new EnvError('IDENTITY_PROVIDER=portone needs PORTONE_API_SECRET and PORTONE_STORE_ID.');
  }
  return {
    provider,
    portone: {
      apiSecret: raw.PORTONE_API_SECRET,
      storeId: raw.PORTONE_STORE_ID,
      baseUrl: raw.PORTONE_BASE_URL,
    },
  };
}

// Money never goes through a stand-in in production, and a key is only ever sent over TLS there.
function paymentsConfig(raw: Raw, production: boolean): PaymentsConfig {
  const provider = raw.PAYMENT_PROVIDER ?? (production ? 'toss' : 'sandbox');
  if (provider === 'sandbox') {
    if (production) throw new EnvError('PAYMENT_PROVIDER=sandbox is a development stand-in only.');
    return { provider, toss: undefined };
  }
  if (!raw.TOSS_SECRET_KEY || !raw.TOSS_CLIENT_KEY) {
    throw new EnvError('PAYMENT_PROVIDER=toss needs TOSS_SECRET_KEY and TOSS_CLIENT_KEY.');
  }
  if (production && !raw.TOSS_API_BASE.startsWith('https://')) {
    throw new EnvError('TOSS_API_BASE must be https:// in production.');
  }
  return {
    provider,
    toss: {
      secretKey: raw.TOSS_SECRET_KEY,
      clientKey: raw.TOSS_CLIENT_KEY,
      baseUrl: raw.TOSS_API_BASE,
    },
  };
}

// Relays without their secret would hand out credentials coturn refuses: outside production
// that falls back to no relay (loopback host candidates suffice), production refuses to start.
function mailConfig(raw: Raw, production: boolean): MailConfig {
  const provider = raw.MAIL_PROVIDER ?? (production ? 'smtp' : 'outbox');
  if (provider === 'outbox') {
    if (production) throw new EnvError('MAIL_PROVIDER=outbox is a development stand-in only.');
    return { provider, smtp: undefined };
  }
  if (!raw.SMTP_HOST || !raw.SMTP_FROM) {
    throw new EnvError(
      'MAIL_PROVIDER=smtp needs SMTP_HOST and SMTP_FROM (SMTP_PORT defaults to 587).',
    );
  }
  if (Boolean(raw.SMTP_USER) !== Boolean(raw.SMTP_PASSWORD)) {
    throw new EnvError('SMTP_USER and SMTP_PASSWORD go together.');
  }
  return {
    provider,
    smtp: {
      host: raw.SMTP_HOST,
      port: raw.SMTP_PORT,
      user: raw.SMTP_USER,
      password: raw.SMTP_PASSWORD,
      from: raw.SMTP_FROM,
      secure: raw.SMTP_PORT === 465,
    },
  };
}

function addressConfig(raw: Raw, production: boolean): AddressConfig {
  const provider = raw.ADDRESS_PROVIDER ?? (production ? 'juso' : 'stand-in');
  if (provider === 'stand-in') {
    if (production) throw new EnvError('ADDRESS_PROVIDER=stand-in is a development stand-in only.');
    return { provider, juso: undefined };
  }
  if (!raw.JUSO_CONFIRM_KEY) throw new EnvError('ADDRESS_PROVIDER=juso needs JUSO_CONFIRM_KEY.');
  return { provider, juso: { confirmKey: raw.JUSO_CONFIRM_KEY, baseUrl: raw.JUSO_BASE_URL } };
}

function turnConfig(raw: Raw, production: boolean): TurnConfig | undefined {
  const urls = raw.TURN_URLS ?? [];
  if (urls.length === 0) return undefined;
  if (!raw.TURN_SECRET) {
    if (production) throw new EnvError('TURN_URLS needs TURN_SECRET (coturn static-auth-secret).');
    return undefined;
  }
  return { urls, secret: raw.TURN_SECRET, ttlSeconds: raw.TURN_TTL_SECONDS };
}

// Half a configuration is a mistake, not a request for the offline reader: say so at start-up.
// In production a key travels only over TLS, or to this machine.
function llmConfig(raw: Raw, production: boolean): LlmConfig | undefined {
  if (!raw.LLM_BASE_URL && !raw.LLM_MODEL) {
    if (raw.LLM_API_KEY)
      throw new EnvError('LLM_API_KEY is set without LLM_BASE_URL and LLM_MODEL.');
    return undefined;
  }
  if (!raw.LLM_BASE_URL || !raw.LLM_MODEL) {
    throw new EnvError('LLM_BASE_URL and LLM_MODEL go together (LLM_API_KEY is optional).');
  }
  const url = new URL(raw.LLM_BASE_URL);
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (production && raw.LLM_API_KEY && url.protocol === 'http:' && !loopback) {
    throw new EnvError('LLM_BASE_URL must be https:// in production when LLM_API_KEY is set.');
  }
  return { baseUrl: raw.LLM_BASE_URL, model: raw.LLM_MODEL, apiKey: raw.LLM_API_KEY };
}

function oauthClient(
  clientId: string | undefined,
  clientSecret: string | undefined,
  issuer: string,
): OAuthClientConfig | undefined {
  return clientId ? { clientId, clientSecret, issuer } : undefined;
}

/** For test helpers that must know whether to run against PostgreSQL. */
export function readDatabaseUrl(source: Source = process.env): string | undefined {
  return source.DATABASE_URL || undefined;
}

// Outside production a missing secret is generated once and kept beside the data folder, so
// logins survive restarts without anyone configuring anything. Production never guesses.
function developmentJwtSecret(production: boolean, dataDir: string): string {
  if (production) {
    throw new EnvError(
      'JWT_SECRET is required when NODE_ENV=production (at least 32 random characters).',
    );
  }
  const file = join(dirname(dataDir), 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
