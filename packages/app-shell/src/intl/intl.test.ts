import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { expect, it } from 'vitest';
import { t as authT } from './auth-messages';
import { t as gateT } from './counselor-gate-messages';
import { createAppIntl, createTranslator, t } from './intl';
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
      Object.entries(source).map(([id, message]) => [id, parse(message)]),
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
