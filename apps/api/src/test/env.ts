import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Env } from '../env';

/**
 * A complete Env for createApp() in tests: development stand-ins, a fixed JWT secret, no social
 * providers. Pass what a test needs to differ (`testEnv({ production: true })`).
 */
export function testEnv(overrides: Partial<Env> = {}): Env {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: join(tmpdir(), 'arcana-api-test', 'pglite'),
    production: false,
    jwtSecret: 'test-secret-that-is-at-least-32-characters-long',
    webOrigin: 'http://127.0.0.1:5173',
    counselorOrigin: 'http://counselor.localhost:5174',
    uploadDir: join(tmpdir(), 'arcana-api-test', 'uploads'),
    sms: { provider: 'outbox', solapi: undefined },
    identity: { provider: 'stand-in', portone: undefined },
    social: { kakao: undefined, google: undefined },
    trustProxyHops: 0,
    ...overrides,
  };
}
