import { meMutations } from '@arcana/api-client';
import { showToast } from '@arcana/app-shell';
import type { SocialProvider } from '@arcana/domain';
import { Spinner } from '@arcana/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { t } from './intl';
import * as styles from './me.css';
import { socialProviderLabel } from './social-providers';

export type SocialLinkCallbackProps = {
  provider: SocialProvider | undefined;
  code: string | undefined;
  state: string | undefined;
};

/** The provider sends the browser here; the api finishes the link, then back to the list. */
export function SocialLinkCallbackPage({ provider, code, state }: SocialLinkCallbackProps) {
  const navigate = useNavigate();
  const link = useMutation(meMutations.linkSocialCallback());
  // A code is single use: React's development double effect must not send it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const back = () => void navigate({ to: '/me/socials', replace: true });
    if (!provider || !code || !state) {
      void showToast(t('web.me.socials.linkFailed'), 'error');
      back();
      return;
    }
    link.mutate(
      { provider, code, state },
      {
        onSuccess: () =>
          void showToast(
            t('web.me.socials.linkedToast', { provider: socialProviderLabel(provider) }),
            'success',
          ),
        // The api's own message was already toasted (SPEC §8).
        onSettled: back,
      },
    );
  }, [provider, code, state, link.mutate, navigate]);

  return (
    <div className={styles.centered}>
      <Spinner size="lg" />
      <p className={styles.lead} role="status">
        {t('web.me.socials.linking')}
      </p>
    </div>
  );
}
