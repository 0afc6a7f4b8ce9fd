import { parse } from '@formatjs/icu-messageformat-parser';
import { expect, it } from 'vitest';
import compiled from '../messages/ko.compiled.json';
import source from '../messages/ko.json';
import { createAppIntl, createTranslator, t } from './intl';

it('keeps ko.compiled.json in step with ko.json (run `pnpm messages` after editing ko.json)', () => {
  const recompiled = Object.fromEntries(
    Object.entries(source).map(([id, message]) => [id, parse(message)]),
  );

  expect(JSON.parse(JSON.stringify(compiled))).toEqual(JSON.parse(JSON.stringify(recompiled)));
});

it('formats the shell texts in Korean', () => {
  expect(t('shell.notFound.title')).toBe('페이지를 찾을 수 없어요');
  expect(t('shell.error.title')).toBe('문제가 발견되었어요');
  expect(t('shell.notFound.description', { path: '/nowhere' })).toBe(
    '주소가 바뀌었거나 없는 페이지예요. 입력한 주소(/nowhere)를 다시 확인해 주세요.',
  );
});

it('takes an app catalog on top of the shell catalog', () => {
  const appIntl = createAppIntl({ 'web.home.title': parse('홈 {count}개') });
  const appT = createTranslator<'web.home.title' | 'shell.action.home'>(appIntl);

  expect(appT('web.home.title', { count: 3 })).toBe('홈 3개');
  expect(appT('shell.action.home')).toBe('홈으로');
  expect(appIntl.timeZone).toBe('Asia/Seoul');
});
