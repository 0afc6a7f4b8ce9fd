import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { healthResponseSchema } from './health';
import { routeRuleResponseSchema } from './route-rule';

describe('healthResponseSchema', () => {
  it.each([
    [{ status: 'ok', db: 'pglite' }, true],
    [{ status: 'ok', db: 'postgres' }, true],
    [{ status: 'ok', db: 'mysql' }, false],
    [{ status: 'fine', db: 'pglite' }, false],
    [{ status: 'ok' }, false],
    [null, false],
  ])('%j → %s', (input, ok) => {
    expect(v.safeParse(healthResponseSchema, input).success).toBe(ok);
  });
});

describe('routeRuleResponseSchema', () => {
  it.each([
    [{ path: '/introduce', redirect: { to: '/help/introduce', permanent: true } }, true],
    [{ path: '/me', redirect: null }, true],
    [{ path: '/me' }, false],
    [{ path: '/x', redirect: { to: '', permanent: false } }, false],
    [{ path: '/x', redirect: { to: '/y' } }, false],
    [{ path: 3, redirect: null }, false],
  ])('%j → %s', (input, ok) => {
    expect(v.safeParse(routeRuleResponseSchema, input).success).toBe(ok);
  });
});
