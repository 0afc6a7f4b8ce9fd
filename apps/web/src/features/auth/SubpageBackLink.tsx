import { layoutOf } from '@arcana/app-shell';
import { ChevronLeftIcon, iconButtonStyle } from '@arcana/ui';
import { useMatches, useRouter } from '@tanstack/react-router';
import { t } from '../../app/intl';

/**
 * The subpage header's back button: one step back in history when there is one inside the app,
 * else home (a login page opened from a link or a bookmark has nowhere to go back to).
 */
export function SubpageBackLink() {
  const matches = useMatches();
  const router = useRouter();
  if (layoutOf(matches) !== 'subpage') return null;
  return (
    <button
      type="button"
      className={iconButtonStyle({})}
      aria-label={t('web.auth.back')}
      onClick={() => {
        if (router.history.canGoBack()) router.history.back();
        else void router.navigate({ to: '/' });
      }}
    >
      <ChevronLeftIcon size={24} />
    </button>
  );
}
