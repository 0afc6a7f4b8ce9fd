import { apiErrorBodySchema, routeRuleResponseSchema } from '@arcana/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { readApiErrorBody } from './http';
import { readRouteRule } from './public/fetchers';

// The first page's plain readers (no valibot there, DESIGN "Budgets") must take exactly what
// the domain's schemas take.

describe('readApiErrorBody', () => {
  it.each<[string, unknown, boolean]>([
    [
      'the api’s body',
      { status: 409, code: 'SLOT_TAKEN', message: '이미 예약된 시간이에요.' },
      true,
    ],
    [
      'with field errors',
      {
        status: 400,
        code: 'INVALID',
        message: '확인해 주세요.',
        errors: [{ field: 'name', message: '이름을 입력해 주세요.' }],
      },
      true,
    ],
    ['a 200 status', { status: 200, code: 'OK', message: '' }, false],
    ['a fractional status', { status: 404.5, code: 'X', message: '' }, false],
    ['an empty code', { status: 404, code: '', message: '없어요' }, false],
    ['no message', { status: 404, code: 'NOT_FOUND' }, false],
    ['errors not a list', { status: 400, code: 'X', message: '', errors: 'name' }, false],
    [
      'a bad field error',
      { status: 400, code: 'X', message: '', errors: [{ field: 1, message: '' }] },
      false,
    ],
    ['a proxy page', '<html>502</html>', false],
    ['nothing', undefined, false],
  ])('%s → %s', (_name, body, valid) => {
    expect(v.safeParse(apiErrorBodySchema, body).success).toBe(valid);
    expect(readApiErrorBody(body) !== null).toBe(valid);
  });

  it('keeps only the fields of the schema', () => {
    expect(
      readApiErrorBody({
        status: 400,
        code: 'X',
        message: 'm',
        errors: [{ field: 'a', message: 'b', extra: 1 }],
        trace: 'x',
      }),
    ).toEqual({ status: 400, code: 'X', message: 'm', errors: [{ field: 'a', message: 'b' }] });
  });
});

describe('readRouteRule', () => {
  it.each<[string, unknown, boolean]>([
    ['no rule', { path: '/introduce', redirect: null }, true],
    ['a rule', { path: '/introduce', redirect: { to: '/help/introduce', permanent: false } }, true],
    ['an empty target', { path: '/a', redirect: { to: '', permanent: true } }, false],
    ['permanent as text', { path: '/a', redirect: { to: '/b', permanent: 'yes' } }, false],
    ['no redirect field', { path: '/a' }, false],
    ['no path', { redirect: null }, false],
    ['a list', [], false],
  ])('%s → %s', (_name, body, valid) => {
    expect(v.safeParse(routeRuleResponseSchema, body).success).toBe(valid);
    expect(readRouteRule(body) !== null).toBe(valid);
  });
});
