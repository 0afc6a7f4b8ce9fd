import { aiSocialQueries, setFavorite } from '@arcana/api-client';
import { useSession } from '@arcana/app-shell';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { t } from './intl';
import * as styles from './social.css';
import { useLoginHref } from './use-login-href';

export type FavoriteToggleProps = {
  characterId: number;
  /** favoriteCount as the profile loaded it (shown to guests and until the state arrives). */
  count: number;
};

/** ♥ 즐겨찾기: a toggle button (aria-pressed) with the count; a guest goes to log in first. */
export function FavoriteToggle({ characterId, count }: FavoriteToggleProps) {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const loginHref = useLoginHref();
  const stateQuery = aiSocialQueries.favorite(characterId);
  const state = useQuery({ ...stateQuery, enabled: session.isAuthenticated });
  const favorite = state.data?.favorite ?? false;
  const shownCount = state.data?.favoriteCount ?? count;

  const toggle = useMutation({
    mutationFn: (next: boolean) => setFavorite(characterId, next),
    onMutate: (next) => {
      const previous = queryClient.getQueryData(stateQuery.queryKey);
      queryClient.setQueryData(stateQuery.queryKey, {
        favorite: next,
        favoriteCount: Math.max(0, shownCount + (next ? 1 : -1)),
      });
      return { previous };
    },
    onError: (_error, _next, result) => {
      queryClient.setQueryData(stateQuery.queryKey, result?.previous);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(stateQuery.queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: aiSocialQueries.favorites().queryKey });
    },
  });

  return (
    <button
      type="button"
      className={styles.favoriteButton}
      aria-pressed={favorite}
      aria-label={favorite ? t('social.favorite.remove') : t('social.favorite.add')}
      title={session.isAuthenticated ? undefined : t('social.favorite.guest')}
      disabled={toggle.isPending}
      data-testid="favorite-toggle"
      onClick={() => {
        if (!session.isAuthenticated) {
          void navigate({ href: loginHref });
          return;
        }
        toggle.mutate(!favorite);
      }}
    >
      <Heart filled={favorite} />
      <span className={styles.numeric}>{shownCount}</span>
    </button>
  );
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
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
