import { ErrorView } from '@arcana/ui';
import { useRouterState } from '@tanstack/react-router';
import { t } from '../intl/intl';
import { lazyPart } from '../lazy/lazy-part';

/** The not-found message alone, while the whole page cannot load (offline). */
function BareNotFound() {
  const path = useRouterState({ select: (state) => state.location.pathname });
  return (
    <ErrorView
      status={404}
      title={t('shell.notFound.title')}
      message={t('shell.notFound.description', { path })}
    />
  );
}

/**
 * A path no route claims (SPEC §8): the 404 page, in a chunk of its own so no first visit
 * carries it (DESIGN "Budgets"); offline, the plain not-found message until it can load.
 */
export const NotFoundPage = lazyPart<object>(() => import('./NotFoundScreen'), {
  whenFailed: BareNotFound,
});
