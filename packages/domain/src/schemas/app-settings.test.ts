import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isCssLength } from '../settings';
import { appSettingsSchema, cssLengthSchema } from './app-settings';

describe('appSettingsSchema', () => {
  it('accepts full stored settings', () => {
    const stored = {
      fcmToken: 'token-1',
      safeArea: { top: '44px', bottom: '34px', left: '0px', right: '0px' },
      appVersion: '2.3.1',
      theme: 'dark',
    };
    expect(v.parse(appSettingsSchema, stored)).toEqual(stored);
  });

  it('fills missing fields with the SPEC §3 defaults', () => {
    expect(v.parse(appSettingsSchema, {})).toEqual({
      fcmToken: '',
      safeArea: { top: '0px', bottom: '0px', left: '0px', right: '0px' },
      appVersion: '',
      theme: 'auto',
    });
    expect(v.parse(appSettingsSchema, { theme: 'light' }).theme).toBe('light');
  });

  it.each([
    [{ theme: 'blue' }],
    [{ fcmToken: 5 }],
    [{ safeArea: { top: '0px', bottom: '0px', left: '0px' } }],
    [{ safeArea: { top: 'red', bottom: '0px', left: '0px', right: '0px' } }],
    [{ safeArea: { top: '0px; color: red', bottom: '0px', left: '0px', right: '0px' } }],
    [null],
    ['auto'],
  ])('rejects %j', (input) => {
    expect(v.safeParse(appSettingsSchema, input).success).toBe(false);
  });
});

describe('cssLengthSchema', () => {
  it.each([
    ['0px', true],
    ['12.5px', true],
    ['.5rem', true],
    ['-1em', true],
    ['0', true],
    ['10%', true],
    ['env(safe-area-inset-top)', true],
    ['env(safe-area-inset-bottom, 0px)', true],
    ['calc(env(safe-area-inset-top) + 8px)', true],
    ['', false],
    ['px', false],
    ['12 px', false],
    ['url(x)', false],
    ['env(x); }', false],
    ['expression(alert(1))', false],
    [`calc(${'1px + '.repeat(12)}1px)`, false],
  ])('%j → %s', (input, ok) => {
    expect(v.safeParse(cssLengthSchema, input).success).toBe(ok);
  });
});

describe('isCssLength', () => {
  it.each([
    ['0px', true],
    ['12.5px', true],
    ['-1rem', true],
    ['0', true],
    ['env(safe-area-inset-top)', true],
    ['red; color: blue', false],
    ['calc(1px) { }', false],
    [`${'1'.repeat(63)}px`, false],
    [47, false],
    [null, false],
  ])('%j → %s, as cssLengthSchema says', (value, expected) => {
    expect(isCssLength(value)).toBe(expected);
    expect(v.safeParse(cssLengthSchema, value).success).toBe(expected);
  });
});
