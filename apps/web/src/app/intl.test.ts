import { parse } from '@formatjs/icu-messageformat-parser';
import { expect, it } from 'vitest';
import compiled from '../messages/ko.compiled.json';
import { t } from './intl';

// Every *.ko.json catalog of the app (the app's own and each feature's) compiles into one file.
const catalogs = import.meta.glob<Record<string, string>>('../**/*.ko.json', {
  eager: true,
  import: 'default',
});

it('keeps ko.compiled.json in step with the *.ko.json catalogs (run `pnpm messages`)', () => {
  const source = Object.assign({}, ...Object.values(catalogs)) as Record<string, string>;
  const recompiled = Object.fromEntries(
    Object.entries(source).map(([id, message]) => [id, parse(message)]),
  );
  expect(JSON.parse(JSON.stringify(compiled))).toEqual(JSON.parse(JSON.stringify(recompiled)));
});

it('reads the web texts and the shell texts in Korean', () => {
  expect(t('web.home.title')).toBe('AI 타로와 1:1 상담');
  expect(t('web.nav.me')).toBe('마이');
  expect(t('shell.notFound.title')).toBe('페이지를 찾을 수 없어요');
});
