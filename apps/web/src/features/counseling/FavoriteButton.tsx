import { counselingMutations } from '@arcana/api-client';
import { loginHref, useSession } from '@arcana/app-shell';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import * as styles from './FavoriteButton.css';
import { t } from './intl';

export type FavoriteButtonProps = {
  counselorId: number;
  name: string;
  favorite: boolean;
  /** The profile shows how many keep the counselor; cards show the heart alone. */
  count?: number;
};

/** ♥ 관심 상담사: a toggle (aria-pressed); a guest goes to log in and comes back. */
export function FavoriteButton({ counselorId, name, favorite, count }: FavoriteButtonProps) {
  const session = useSession();
  const navigate = useNavigate();
  const here = useRouterState({ select: (state) => state.location.href });
  const toggle = useMutation(counselingMutations.favorite());
  const label = favorite
    ? t('counseling.favorite.remove', { name })
    : t('counseling.favorite.add', { name });
  return (
    <button
      type="button"
      className={count === undefined ? styles.button : `${styles.button} ${styles.outlined}`}
      aria-pressed={favorite}
      aria-label={label}
      title={session.isAuthenticated ? label : t('counseling.favorite.guest')}
      disabled={toggle.isPending}
      data-testid="counselor-favorite"
      onClick={() => {
        if (!session.isAuthenticated) {
          void navigate({ href: loginHref(here) });
          return;
        }
        toggle.mutate({ counselorId, favorite: !favorite });
      }}
    >
      <Heart filled={favorite} />
      {count === undefined ? null : <span aria-hidden="true">{count}</span>}
    </button>
  );
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.1C1.4 8.1 3.5 4.5 7 4.5c2 0 3.4 1.1 5 2.9 1.6-1.8 3-2.9 5-2.9 3.5 0 5.6 3.6 4.3 6.9-1.8 4.5-9.3 9.1-9.3 9.1z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
