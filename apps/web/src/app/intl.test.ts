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

it('reads the web texts and the shell texts in Korean', () => {
  expect(t('web.home.title')).toBe('AI 타로와 1:1 상담');
  expect(t('web.nav.me')).toBe('마이');
  expect(t('shell.notFound.title')).toBe('페이지를 찾을 수 없어요');
});
