import { parse } from '@formatjs/icu-messageformat-parser';
import { expect, it } from 'vitest';
import compiled from '../messages/ko.compiled.json';
import source from '../messages/ko.json';
import { t } from './intl';

it('keeps ko.compiled.json in step with ko.json (run `pnpm messages` after editing ko.json)', () => {
  const recompiled = Object.fromEntries(
    Object.entries(source).map(([id, message]) => [id, parse(message)]),
  );
  expect(JSON.parse(JSON.stringify(compiled))).toEqual(JSON.parse(JSON.stringify(recompiled)));
});

it('reads the counselor texts and the shell texts in Korean', () => {
  expect(t('counselor.home.title')).toBe('상담사센터');
  expect(t('counselor.nav.sessions')).toBe('상담 내역');
  expect(t('shell.notFound.title')).toBe('페이지를 찾을 수 없어요');
});
