import type { SocialLinks, SocialProvider } from '@arcana/domain';
import { t } from './intl';

/** The providers' order on screen and the key each has in the api's `providers` flags. */
export const SOCIAL_ROWS = [
  { provider: 'KAKAO', flag: 'kakao' },
  { provider: 'GOOGLE', flag: 'google' },
] as const satisfies readonly { provider: SocialProvider; flag: keyof SocialLinks['providers'] }[];

export function socialProviderLabel(provider: SocialProvider): string {
  switch (provider) {
    case 'KAKAO':
      return t('web.me.socials.kakao');
    case 'GOOGLE':
      return t('web.me.socials.google');
    default:
      return provider satisfies never;
  }
}

export type SocialRow = {
  provider: SocialProvider;
  linked: SocialLinks['linked'][number] | undefined;
  enabled: boolean;
};

/**
 * What the page lists: a linked account always (so it can be unlinked), an unlinked provider
 * only while it is enabled (SPEC §9: enabled only with a client ID).
 */
export function socialRowsOf(links: SocialLinks): SocialRow[] {
  return SOCIAL_ROWS.map(({ provider, flag }) => ({
    provider,
    linked: links.linked.find((link) => link.provider === provider),
    enabled: links.providers[flag],
  })).filter((row) => row.linked !== undefined || row.enabled);
}

export function anyProviderEnabled(links: SocialLinks): boolean {
  return SOCIAL_ROWS.some(({ flag }) => links.providers[flag]);
}
