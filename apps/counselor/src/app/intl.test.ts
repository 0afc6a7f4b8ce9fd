import { compactMessage } from '@arcana/app-shell/compact-messages';
import { parse } from '@formatjs/icu-messageformat-parser';
import { expect, it } from 'vitest';
import { t as authT } from '../features/auth/intl';
import { t as homeT } from '../features/home/intl';
import { t } from './intl';

// Every catalog of the app (src/messages/app.ko.json and each feature's messages.ko.json) and
// the compiled file beside it (`pnpm messages`).
const files = import.meta.glob<Record<string, unknown>>('../**/*.{ko,compiled}.json', {
  eager: true,
  import: 'default',
});

it('keeps each *.compiled.json in step with its *.ko.json catalog (run `pnpm messages`)', () => {
  const catalogs = Object.keys(files).filter((file) => file.endsWith('.ko.json'));
  expect(catalogs.length).toBeGreaterThan(1);
  for (const file of catalogs) {
    const source = files[file] as Record<string, string>;
    const recompiled = Object.fromEntries(
      Object.entries(source).map(([id, message]) => [id, compactMessage(parse(message))]),
    );
    const compiled = files[file.replace(/\.ko\.json$/, '.compiled.json')] ?? null;
    expect(JSON.parse(JSON.stringify(compiled)), file).toEqual(
      JSON.parse(JSON.stringify(recompiled)),
    );
  }
  const orphans = Object.keys(files).filter(
    (file) =>
      file.endsWith('.compiled.json') && !files[file.replace(/\.compiled\.json$/, '.ko.json')],
  );
  expect(orphans).toEqual([]);
});

it('reads the counselor texts and the shell texts in Korean', () => {
  expect(t('counselor.home.title')).toBe('상담사센터');
  expect(t('counselor.nav.sessions')).toBe('상담 내역');
  expect(t('shell.notFound.title')).toBe('페이지를 찾을 수 없어요');
});

it("reads a feature's texts on top of the app's and the shell's", () => {
  expect(homeT('counselor.home.lead')).toContain('상담 요청');
  expect(authT('counselor.auth.login.title')).toBe(t('counselor.auth.login.title'));
  expect(authT('shell.action.home')).toBe('홈으로');
});
