import { buttonStyle, ErrorView } from '@arcana/ui';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from '../chunks/chunk-reload-guard';
import { t } from '../intl/intl';
import { lazyPart } from '../lazy/lazy-part';

/**
 * Said while the whole error page cannot load (offline, or a deploy removed its chunk): the
 * offline or generic message and 다시 시도, from code every page already has. Back online, the
 * route loads again and the whole page follows.
 */
function BareRouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  useEffect(() => {
    const retry = () => void router.invalidate();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [router]);
  const offline = !navigator.onLine;
  const status = isChunkLoadError(error) ? 503 : 500;
  return (
    <div data-error-screen={status} style={{ display: 'contents' }}>
      <ErrorView
        status={status}
        title={offline ? t('shell.offline.title') : t('shell.error.title')}
        message={offline ? t('shell.offline.description') : t('shell.error.description')}
        action={
          <button
            type="button"
            className={buttonStyle({ variant: 'primary' })}
            onClick={() => void router.invalidate()}
          >
            {t('shell.action.retry')}
          </button>
        }
      />
    </div>
  );
}

const RouteErrorPage = lazyPart<ErrorComponentProps>(() => import('./RouteErrorPage'), {
  whenFailed: BareRouteError,
});

/**
 * The route errorComponent (SPEC §2 error page). A failed chunk reloads the page once first
 * (SPEC §8); otherwise the whole error page loads, in a chunk of its own so no first visit
 * carries it (DESIGN "Budgets").
 */
export function RootErrorPage(props: ErrorComponentProps) {
  const chunkFailed = isChunkLoadError(props.error);
  const [next, setNext] = useState<'decide' | 'reload' | 'show'>(chunkFailed ? 'decide' : 'show');

  useEffect(() => {
    if (next === 'decide') setNext(reloadOnceForChunkError() ? 'reload' : 'show');
  }, [next]);

  if (next === 'decide') return null;
  if (next === 'reload') return <p role="status">{t('shell.chunkReload.notice')}</p>;
  return <RouteErrorPage {...props} />;
}
