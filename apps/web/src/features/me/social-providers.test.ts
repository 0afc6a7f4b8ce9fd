import { expect, it } from 'vitest';
import { anyProviderEnabled, socialProviderLabel, socialRowsOf } from './social-providers';

const linkedAt = '2025-01-02T03:04:05.000Z';

it('lists an enabled provider even when it is not linked', () => {
  const rows = socialRowsOf({ providers: { kakao: true, google: false }, linked: [] });
  expect(rows).toEqual([{ provider: 'KAKAO', linked: undefined, enabled: true }]);
});

it('keeps a linked account on the list after its provider was switched off, so it can be unlinked', () => {
  const link = { provider: 'GOOGLE' as const, email: 'a@b.c', linkedAt };
  const rows = socialRowsOf({ providers: { kakao: false, google: false }, linked: [link] });
  expect(rows).toEqual([{ provider: 'GOOGLE', linked: link, enabled: false }]);
});

it('lists nothing when no provider is enabled or linked', () => {
  const links = { providers: { kakao: false, google: false }, linked: [] };
  expect(socialRowsOf(links)).toEqual([]);
  expect(anyProviderEnabled(links)).toBe(false);
});

it('orders 카카오 before 구글', () => {
  const rows = socialRowsOf({ providers: { kakao: true, google: true }, linked: [] });
  expect(rows.map((row) => socialProviderLabel(row.provider))).toEqual(['카카오', '구글']);
});
