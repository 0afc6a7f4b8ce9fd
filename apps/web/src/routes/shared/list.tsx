import type { ShareSort } from '@arcana/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { SharedListPage } from '../../features/social/SharedListPage';

/** ?sort=popular, else 최신 (no or an unknown value: the default, rather than a failed page). */
function searchOf(search: Record<string, unknown>): { sort?: ShareSort } {
  return search.sort === 'popular' ? { sort: 'popular' } : {};
}

export const Route = createFileRoute('/shared/list')({
  validateSearch: searchOf,
  staticData: { layout: 'subpage-home', title: t('web.shared.list.title') },
  loaderDeps: ({ search }) => ({ sort: search.sort ?? 'recent' }),
  loader: ({ context: { queryClient }, deps }) =>
    import('../../features/social/loaders').then((loaders) =>
      loaders.loadShares(queryClient, deps.sort),
    ),
  component: SharedListRoute,
});

function SharedListRoute() {
  const { sort } = Route.useSearch();
  return <SharedListPage sort={sort ?? 'recent'} />;
}
