import { meMutations, socialLinkQueries } from '@arcana/api-client';
import { showToast } from '@arcana/app-shell';
import type { SocialProvider } from '@arcana/domain';
import { Button, Skeleton } from '@arcana/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { t } from './intl';
import { LoadError } from './LoadError';
import * as styles from './me.css';
import {
  anyProviderEnabled,
  type SocialRow,
  socialProviderLabel,
  socialRowsOf,
} from './social-providers';

/** 소셜 로그인 연동: one row per provider with its state and the link or unlink action. */
export function SocialLinksPage() {
  const links = useQuery(socialLinkQueries.list());
  const authorize = useMutation(meMutations.authorizeSocialLink());
  const unlink = useMutation(meMutations.unlinkSocial());
  const busy = authorize.isPending || unlink.isPending;

  if (links.isPending) return <SocialLinksSkeleton />;
  if (links.isError) {
    return <LoadError onRetry={() => void links.refetch()} retrying={links.isFetching} />;
  }

  const rows = socialRowsOf(links.data);
  const startLink = (provider: SocialProvider) =>
    // The provider's page comes back to /me/socials/link-callback (issue 3 contract).
    authorize.mutate(provider, { onSuccess: ({ url }) => window.location.assign(url) });
  const stopLink = (provider: SocialProvider) =>
    unlink.mutate(provider, {
      onSuccess: () =>
        void showToast(
          t('web.me.socials.unlinked', { provider: socialProviderLabel(provider) }),
          'success',
        ),
    });

  return (
    <div className={styles.page}>
      <p className={styles.lead}>{t('web.me.socials.lead')}</p>
      {rows.length > 0 ? (
        <ul className={styles.group}>
          {rows.map((row) => (
            <SocialLinkRow
              key={row.provider}
              row={row}
              busy={busy}
              linking={authorize.isPending && authorize.variables === row.provider}
              unlinking={unlink.isPending && unlink.variables === row.provider}
              onLink={() => startLink(row.provider)}
              onUnlink={() => stopLink(row.provider)}
            />
          ))}
        </ul>
      ) : null}
      {anyProviderEnabled(links.data) ? null : (
        <p className={styles.empty} data-testid="socials-empty">
          {t('web.me.socials.noneEnabled')}
        </p>
      )}
    </div>
  );
}

type SocialLinkRowProps = {
  row: SocialRow;
  busy: boolean;
  linking: boolean;
  unlinking: boolean;
  onLink: () => void;
  onUnlink: () => void;
};

function SocialLinkRow({ row, busy, linking, unlinking, onLink, onUnlink }: SocialLinkRowProps) {
  const label = socialProviderLabel(row.provider);
  return (
    <li className={styles.staticRow} data-provider={row.provider}>
      <span className={styles.rowLabel}>
        {label}
        <span className={styles.rowHint}>
          {row.linked
            ? [t('web.me.socials.linked'), row.linked.email].filter(Boolean).join(' · ')
            : t('web.me.socials.notLinked')}
        </span>
      </span>
      {row.linked ? (
        <Button
          variant="secondary"
          size="sm"
          loading={unlinking}
          disabled={busy}
          onClick={onUnlink}
        >
          {t('web.me.socials.unlink')}
        </Button>
      ) : (
        <Button size="sm" loading={linking} disabled={busy} onClick={onLink}>
          {t('web.me.socials.link')}
        </Button>
      )}
    </li>
  );
}

function SocialLinksSkeleton() {
  return (
    <div className={styles.page} role="status" aria-busy="true" aria-label={t('web.me.loading')}>
      <Skeleton width="80%" />
      <Skeleton shape="rect" height={128} />
    </div>
  );
}
