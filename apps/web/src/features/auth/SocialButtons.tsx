import { authQueries } from '@arcana/api-client';
import { rememberedRedirectUri } from '@arcana/app-shell';
import type { SocialProvider } from '@arcana/domain';
import { Button } from '@arcana/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
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
  const queryClient = useQueryClient();
  // The provider being authorized; a ref too, so a second click in the same tick sees it.
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const starting = useRef(false);
  const enabled = PROVIDERS.filter(({ key }) => providers.data?.[key]);
  if (enabled.length === 0) return null;

  const start = (provider: SocialProvider) => {
    if (starting.current) return;
    starting.current = true;
    setPending(provider);
    const redirectUri = rememberedRedirectUri() ?? undefined;
    // The authorize call loads on the click (social-authorize.ts). A failure is already
    // reported by the api client; the buttons just become usable again.
    import('./social-authorize')
      .then(({ authorizeSocial }) =>
        authorizeSocial(queryClient, { provider, ...(redirectUri ? { redirectUri } : {}) }),
      )
      .finally(() => {
        starting.current = false;
        setPending(null);
      })
      .then(
        ({ url }) => window.location.assign(url),
        () => {},
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
            loading={pending === provider}
            disabled={pending !== null}
            onClick={() => start(provider)}
          >
            {t(`web.auth.social.${key}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
