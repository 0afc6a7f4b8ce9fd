import { ErrorView } from '@arcana/ui';
import { useRouterState } from '@tanstack/react-router';
import { t } from '../intl/intl';
import { lazyPart } from '../lazy/lazy-part';

/** The not-found message alone, while the whole page loads or cannot load (offline). */
function BareNotFound() {
  const path = useRouterState({ select: (state) => state.location.pathname });
  return (
    <div data-error-screen={404} style={{ display: 'contents' }}>
      <ErrorView
        status={404}
        title={t('shell.notFound.title')}
        message={t('shell.notFound.description', { path })}
      />
    </div>
  );
}

/**
 * A path no route claims (SPEC §8): the 404 page, in a chunk of its own so no first visit
 * carries it (DESIGN "Budgets"); until it is there (or offline), the same message without the
 * home button.
 */
export const NotFoundPage = lazyPart<object>(() => import('./NotFoundScreen'), {
  pending: BareNotFound,
  whenFailed: BareNotFound,
});
