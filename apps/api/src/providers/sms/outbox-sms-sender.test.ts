import { describe, expect, it } from 'vitest';
import { extractCode } from './outbox-sms-sender';

describe('extractCode', () => {
  it.each([
    ['[아르카나] 인증번호 [123456]를 입력해 주세요. (3분 안에 입력)', '123456'],
    ['[아르카나] 인증번호 [000042]를 입력해 주세요.', '000042'],
    ['[아르카나] 공지가 있어요.', null],
    ['코드 123456', null],
  ])('%s → %s', (text, code) => {
    expect(extractCode(text)).toBe(code);
  });
});
