import { authMutations, authQueries } from '@arcana/api-client';
import { rememberedRedirectUri } from '@arcana/app-shell';
import type { SocialProvider } from '@arcana/domain';
import { Button } from '@arcana/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import * as styles from './auth.css';
import { t } from './login-intl';

const PROVIDERS: { provider: SocialProvider; key: 'kakao' | 'google' }[] = [
  { provider: 'KAKAO', key: 'kakao' },
  { provider: 'GOOGLE', key: 'google' },
];

/**
 * One button per provider the api has a client ID for (SPEC §9); none at all, divider included,
 * when no provider is configured. The consent page comes back to /auth/join/social.
 */
export function SocialButtons() {
  const providers = useQuery(authQueries.socialProviders());
  const authorize = useMutation(authMutations.socialAuthorize());
  const enabled = PROVIDERS.filter(({ key }) => providers.data?.[key]);
  if (enabled.length === 0) return null;

  const start = (provider: SocialProvider) => {
    if (authorize.isPending) return;
    const redirectUri = rememberedRedirectUri() ?? undefined;
    authorize.mutate(
      { provider, ...(redirectUri ? { redirectUri } : {}) },
      { onSuccess: ({ url }) => window.location.assign(url) },
    );
  };

  return (
    <div className={styles.stack}>
      <p className={styles.divider}>{t('web.auth.social.divider')}</p>
      <div className={styles.stack}>
        {enabled.map(({ provider, key }) => (
          <Button
            key={provider}
            variant="secondary"
            size="lg"
            fullWidth
            loading={authorize.isPending && authorize.variables?.provider === provider}
            disabled={authorize.isPending}
            onClick={() => start(provider)}
          >
            {t(`web.auth.social.${key}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
