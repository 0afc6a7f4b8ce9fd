import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  displayNameSchema,
  joinRequestSchema,
  mobileSchema,
  notificationSettingsRequestSchema,
  optionalEmailSchema,
  passwordSchema,
  personNameSchema,
  sendCodeRequestSchema,
  usernameSchema,
  verificationCodeSchema,
} from './account';

/** The first message a person would see for this input, or the parsed value when valid. */
function outcome(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? { value: result.output } : { message: result.issues[0].message };
}

/** Field path → first message, as the api reports a 400. */
function fieldMessages(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? '';
    byField[field] ??= issue.message;
  }
  return byField;
}

describe('usernameSchema', () => {
  const rule = '아이디는 영문 소문자, 숫자, 밑줄(_)로 4~20자여야 해요.';
  it.each([
    ['demo', { value: 'demo' }],
    ['demo_user', { value: 'demo_user' }],
    ['user2024', { value: 'user2024' }],
    ['  demo_user  ', { value: 'demo_user' }],
    ['abcdefghijklmnopqrst', { value: 'abcdefghijklmnopqrst' }],
    ['', { message: '아이디를 입력해 주세요.' }],
    ['   ', { message: '아이디를 입력해 주세요.' }],
    [undefined, { message: '아이디를 입력해 주세요.' }],
    [1234, { message: '아이디를 입력해 주세요.' }],
    ['abc', { message: rule }],
    ['abcdefghijklmnopqrstu', { message: rule }],
    ['Demo_user', { message: rule }],
    ['demo-user', { message: rule }],
    ['데모사용자', { message: rule }],
    ['demo user', { message: rule }],
  ])('%j → %j', (input, expected) => {
    expect(outcome(usernameSchema, input)).toEqual(expected);
  });
});

describe('passwordSchema', () => {
  it.each([
    ['demo1234!', { value: 'demo1234!' }],
    ['abcdefg1', { value: 'abcdefg1' }],
    [`a1${'x'.repeat(62)}`, { value: `a1${'x'.repeat(62)}` }],
    ['', { message: '비밀번호를 입력해 주세요.' }],
    [undefined, { message: '비밀번호를 입력해 주세요.' }],
    ['abc123', { message: '비밀번호는 8자 이상이어야 해요.' }],
    [`a1${'x'.repeat(63)}`, { message: '비밀번호는 64자를 넘을 수 없어요.' }],
    ['12345678', { message: '비밀번호에 영문을 하나 이상 넣어 주세요.' }],
    ['abcdefgh', { message: '비밀번호에 숫자를 하나 이상 넣어 주세요.' }],
    // Spaces are part of a password, never trimmed.
    [' abcdef1 ', { value: ' abcdef1 ' }],
  ])('%j → %j', (input, expected) => {
    expect(outcome(passwordSchema, input)).toEqual(expected);
  });
});

describe('mobileSchema', () => {
  const wrong = '휴대전화번호를 정확히 입력해 주세요.';
  it.each([
    ['010-1234-5678', { value: '01012345678' }],
    ['01012345678', { value: '01012345678' }],
    ['010 1234 5678', { value: '01012345678' }],
    [' 010-1234-5678 ', { value: '01012345678' }],
    ['010-123-4567', { value: '0101234567' }],
    ['', { message: '휴대전화번호를 입력해 주세요.' }],
    [undefined, { message: '휴대전화번호를 입력해 주세요.' }],
    ['011-1234-5678', { message: wrong }],
    ['010-1234-56789', { message: wrong }],
    ['010-12-3456', { message: wrong }],
    ['+82-10-1234-5678', { message: wrong }],
    ['010.1234.5678', { message: wrong }],
  ])('%j → %j', (input, expected) => {
    expect(outcome(mobileSchema, input)).toEqual(expected);
  });
});

describe('verificationCodeSchema', () => {
  it.each([
    ['123456', { value: '123456' }],
    ['000000', { value: '000000' }],
    [' 123456 ', { value: '123456' }],
    ['', { message: '인증번호를 입력해 주세요.' }],
    [123456, { message: '인증번호를 입력해 주세요.' }],
    ['12345', { message: '인증번호 6자리를 입력해 주세요.' }],
    ['1234567', { message: '인증번호 6자리를 입력해 주세요.' }],
    ['12345a', { message: '인증번호 6자리를 입력해 주세요.' }],
  ])('%j → %j', (input, expected) => {
    expect(outcome(verificationCodeSchema, input)).toEqual(expected);
  });
});

describe('names and e-mail', () => {
  const schemas = {
    name: personNameSchema,
    displayName: displayNameSchema,
    email: optionalEmailSchema,
  } as const;
  it.each([
    ['name', ' 김아르 ', { value: '김아르' }],
    ['name', '', { message: '이름을 입력해 주세요.' }],
    ['name', '가'.repeat(31), { message: '이름은 30자를 넘을 수 없어요.' }],
    ['displayName', '별빛', { value: '별빛' }],
    ['displayName', '별', { message: '닉네임은 2자 이상이어야 해요.' }],
    ['displayName', '별'.repeat(21), { message: '닉네임은 20자를 넘을 수 없어요.' }],
    ['displayName', '  ', { message: '닉네임을 입력해 주세요.' }],
    ['email', '', { value: '' }],
    ['email', ' demo@example.com ', { value: 'demo@example.com' }],
    ['email', 'demo@example', { message: '이메일 형식이 올바르지 않아요.' }],
    ['email', 'demo example.com', { message: '이메일 형식이 올바르지 않아요.' }],
    ['email', null, { message: '이메일 형식이 올바르지 않아요.' }],
  ] as const)('%s %j → %j', (field, input, expected) => {
    expect(outcome(schemas[field], input)).toEqual(expected);
  });
});

describe('sendCodeRequestSchema', () => {
  it('normalises the mobile and keeps the purpose', () => {
    expect(
      v.parse(sendCodeRequestSchema, { mobile: '010-1234-5678', purpose: 'CHANGE_MOBILE' }),
    ).toEqual({ mobile: '01012345678', purpose: 'CHANGE_MOBILE' });
  });

  it.each(['JOIN', 'FIND_ID', 'RESET_PASSWORD', 'CHANGE_MOBILE'])('accepts %s', (purpose) => {
    expect(v.safeParse(sendCodeRequestSchema, { mobile: '01012345678', purpose }).success).toBe(
      true,
    );
  });

  it('names an unknown purpose', () => {
    expect(
      fieldMessages(sendCodeRequestSchema, { mobile: '01012345678', purpose: 'LOGIN' }),
    ).toEqual({ purpose: '인증 목적이 올바르지 않아요.' });
  });
});

describe('joinRequestSchema agreements', () => {
  const join = {
    username: 'demo_user',
    password: 'demo1234!',
    name: '김아르',
    mobile: '010-1234-5678',
    verificationToken: 'token',
  };

  it('needs terms and privacy literally true; marketing defaults to false', () => {
    expect(
      v.parse(joinRequestSchema, { ...join, agreements: { terms: true, privacy: true } }),
    ).toEqual({
      ...join,
      mobile: '01012345678',
      agreements: { terms: true, privacy: true, marketing: false },
    });
  });

  it.each([
    [{ terms: false, privacy: true }, { 'agreements.terms': '이용약관에 동의해 주세요.' }],
    [{ terms: 'true', privacy: true }, { 'agreements.terms': '이용약관에 동의해 주세요.' }],
    [{ terms: 1, privacy: true }, { 'agreements.terms': '이용약관에 동의해 주세요.' }],
    [
      { terms: true, privacy: false },
      { 'agreements.privacy': '개인정보 수집·이용에 동의해 주세요.' },
    ],
  ])('%j → %j', (agreements, expected) => {
    expect(fieldMessages(joinRequestSchema, { ...join, agreements })).toEqual(expected);
  });

  // A missing key is reported by the object schema, not by the literal, so it carries
  // valibot's global message (the api sets that to '올바른 값이 아니에요.'), not the consent text.
  it('reports a missing agreement on its own field', () => {
    const result = v.safeParse(joinRequestSchema, { ...join, agreements: { terms: true } });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['agreements.privacy']);
  });

  it('keeps a marketing choice of true', () => {
    const parsed = v.parse(joinRequestSchema, {
      ...join,
      agreements: { terms: true, privacy: true, marketing: true },
    });
    expect(parsed.agreements).toEqual({ terms: true, privacy: true, marketing: true });
  });

  it('reports every bad field at once', () => {
    expect(
      fieldMessages(joinRequestSchema, {
        username: 'ab',
        password: 'short',
        name: '',
        mobile: '02-123-4567',
        verificationToken: '',
        agreements: { terms: true, privacy: true },
      }),
    ).toEqual({
      username: '아이디는 영문 소문자, 숫자, 밑줄(_)로 4~20자여야 해요.',
      password: '비밀번호는 8자 이상이어야 해요.',
      name: '이름을 입력해 주세요.',
      mobile: '휴대전화번호를 정확히 입력해 주세요.',
      verificationToken: '휴대전화 인증을 먼저 완료해 주세요.',
    });
  });
});

describe('notificationSettingsRequestSchema', () => {
  it.each([
    [{ enabledAdPush: false }, { value: { enabledAdPush: false } }],
    [
      { enabledNotificationPush: true, enabledEventEmail: false },
      { value: { enabledNotificationPush: true, enabledEventEmail: false } },
    ],
    [
      {
        enabledNotificationPush: false,
        enabledNotificationEmail: false,
        enabledEventPush: false,
        enabledEventEmail: false,
        enabledAdEmail: false,
        enabledAdPush: false,
      },
      {
        value: {
          enabledNotificationPush: false,
          enabledNotificationEmail: false,
          enabledEventPush: false,
          enabledEventEmail: false,
          enabledAdEmail: false,
          enabledAdPush: false,
        },
      },
    ],
    [{}, { message: '바꿀 알림 설정을 하나 이상 골라 주세요.' }],
    [{ enabledAdPush: 'false' }, { message: '켜기 또는 끄기로 선택해 주세요.' }],
    [{ enabledAdPush: null }, { message: '켜기 또는 끄기로 선택해 주세요.' }],
    [{ enabledSms: true }, { message: '알 수 없는 알림 설정이에요.' }],
    [{ enabledAdPush: true, extra: 1 }, { message: '알 수 없는 알림 설정이에요.' }],
    [[true], { message: '알 수 없는 알림 설정이에요.' }],
    // An empty array has no keys at all, so it reads as an empty object.
    [[], { message: '바꿀 알림 설정을 하나 이상 골라 주세요.' }],
  ])('%j → %j', (input, expected) => {
    expect(outcome(notificationSettingsRequestSchema, input)).toEqual(expected);
  });
});
