import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from './api-error';

describe('apiErrorBodySchema', () => {
  it.each([
    [{ status: 404, code: 'NOT_FOUND', message: '찾을 수 없어요.' }, true],
    [
      {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: '입력을 확인해 주세요.',
        errors: [{ field: 'username', message: '4~20자로 입력해 주세요.' }],
      },
      true,
    ],
    [{ status: 400, code: 'BAD', message: 'm', errors: [] }, true],
    [{ status: 200, code: 'OK', message: 'm' }, false],
    [{ status: 400.5, code: 'BAD', message: 'm' }, false],
    [{ status: 400, code: '', message: 'm' }, false],
    [{ status: 400, message: 'm' }, false],
    [{ status: 400, code: 'BAD', message: 'm', errors: [{ field: 'a' }] }, false],
    ['Internal Server Error', false],
  ])('%j → %s', (input, ok) => {
    expect(v.safeParse(apiErrorBodySchema, input).success).toBe(ok);
  });
});
