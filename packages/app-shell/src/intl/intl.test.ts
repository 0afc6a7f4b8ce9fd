import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { expect, it, vi } from 'vitest';
import { compactMessage } from '../../scripts/compact-messages.js';
import { t as authT } from './auth-messages';
import { t as gateT } from './counselor-gate-messages';
import { type CompiledMessages, createAppIntl, createTranslator, t } from './intl';
import { t as notificationT } from './notification-messages';
import { t as validationT } from './validation-messages';

// Every source catalog of the shell and the compiled file beside it (`pnpm messages`).
// Tests run from the package root.
const messagesDir = path.join(process.cwd(), 'src/messages');
const readCatalog = (file: string): unknown =>
  JSON.parse(readFileSync(path.join(messagesDir, file), 'utf8'));

it('keeps every compiled catalog in step with its source (run `pnpm messages` after editing one)', () => {
  const files = readdirSync(messagesDir);
  const sources = files.filter(
    (file) => file.endsWith('.json') && !file.endsWith('.compiled.json'),
  );
  expect(sources.length).toBeGreaterThan(2);
  for (const file of sources) {
    const compiledFile = file.replace(/(\.ko)?\.json$/, '.compiled.json');
    expect(files, file).toContain(compiledFile);
    const source = readCatalog(file) as Record<string, string>;
    const recompiled = Object.fromEntries(
      Object.entries(source).map(([id, message]) => [id, compactMessage(parse(message))]),
    );
    expect(readCatalog(compiledFile), file).toEqual(JSON.parse(JSON.stringify(recompiled)));
  }
});

it('formats the shell texts in Korean', () => {
  expect(t('shell.notFound.title')).toBe('페이지를 찾을 수 없어요');
  expect(t('shell.error.title')).toBe('문제가 발견되었어요');
  expect(t('shell.notFound.description', { path: '/nowhere' })).toBe(
    '주소가 바뀌었거나 없는 페이지예요. 입력한 주소(/nowhere)를 다시 확인해 주세요.',
  );
});

it('reads the form and notification texts through their own catalogs, on top of the core', () => {
  expect(validationT('shell.validation.maxLength', { max: 5 })).toContain('5');
  expect(authT('shell.auth.submit')).toBe('로그인');
  expect(authT('shell.action.home')).toBe('홈으로');
  expect(gateT('shell.auth.counselorOnly.apply')).toBe('상담사 신청하기');
  expect(notificationT('shell.notifications.bellUnread', { count: 3 })).toBe('알림 3개 읽지 않음');
  expect(notificationT('shell.loading')).toBe(t('shell.loading'));
});

it('takes an app catalog on top of the shell catalog', () => {
  const appIntl = createAppIntl({ 'web.home.title': parse('홈 {count}개') });
  const appT = createTranslator<'web.home.title' | 'shell.action.home'>(appIntl);

  expect(appT('web.home.title', { count: 3 })).toBe('홈 3개');
  expect(appT('shell.action.home')).toBe('홈으로');
  expect(appIntl.timeZone).toBe('Asia/Seoul');
});

it('stores a plain-text message as its text and keeps the AST of one with something to format', () => {
  expect(compactMessage(parse('로그인'))).toBe('로그인');
  expect(compactMessage(parse("'{'중괄호'}' 그대로"))).toBe('{중괄호} 그대로');
  expect(compactMessage(parse(''))).toBe('');
  expect(compactMessage(parse('{n}개'))).toEqual([
    { type: 1, value: 'n' },
    { type: 0, value: '개' },
  ]);
});

it('returns a plain-text message as it is, even when values come with it', () => {
  const target = createAppIntl({
    'test.plain': '그대로예요',
    // Compacted from "'{'중괄호'}' 그대로": text, never read again as a placeholder.
    'test.braces': '{중괄호} 그대로',
    'test.count': [
      { type: 0, value: '남은 시간 ' },
      { type: 1, value: 'minutes' },
      { type: 0, value: '분' },
    ],
  } as unknown as CompiledMessages);
  const translate = createTranslator<'test.plain' | 'test.braces' | 'test.count'>(target);
  expect(translate('test.plain')).toBe('그대로예요');
  expect(translate('test.plain', { minutes: 3 })).toBe('그대로예요');
  expect(translate('test.braces', { 중괄호: 'x' })).toBe('{중괄호} 그대로');
  expect(translate('test.count', { minutes: 3 })).toBe('남은 시간 3분');
});

it('fills in arguments, numbers in Korean grouping and select options', () => {
  const target = createAppIntl({
    'test.count': parse('알림 {count}개'),
    'test.price': parse('{amount, number}원'),
    'test.particle': parse('{name}{batchim, select, yes {과} other {와}} 상담해요'),
  } as unknown as CompiledMessages);
  const translate = createTranslator<'test.count' | 'test.price' | 'test.particle'>(target);
  expect(translate('test.count', { count: 1234 })).toBe('알림 1234개');
  expect(translate('test.price', { amount: 33000 })).toBe('33,000원');
  expect(translate('test.particle', { name: '별빛', batchim: 'yes' })).toBe('별빛과 상담해요');
  expect(translate('test.particle', { name: '도담', batchim: 'no' })).toBe('도담와 상담해요');
});

it('answers the id for a missing message or value, and says why in the console', () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const target = createAppIntl({
    'test.count': parse('알림 {count}개'),
  } as unknown as CompiledMessages);
  const translate = createTranslator<'test.count' | 'test.none'>(target);
  expect(translate('test.none')).toBe('test.none');
  expect(translate('test.count')).toBe('test.count');
  expect(errors.mock.calls).toEqual([
    ['[intl] test.none: no such message'],
    ['[intl] test.count: no value for {count}'],
  ]);
  errors.mockRestore();
});

it('refuses to compile a kind of message the app cannot read', () => {
  expect(() => compactMessage(parse('{n, plural, other {#개}}'), 'test.plural')).toThrow(
    /^test\.plural: element kind 6/,
  );
  expect(() => compactMessage(parse('{d, date, short}'), 'test.date')).toThrow(/element kind 3/);
  expect(() => compactMessage(parse('{n, number, percent}'), 'test.percent')).toThrow(
    /styled number/,
  );
  expect(() => compactMessage(parse('<b>굵게</b>'), 'test.tag')).toThrow(/element kind 8/);
});
