import { sharingQueries } from '@arcana/api-client';
import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { t } from '../../app/intl';
import { SharedListPage } from '../../features/social/SharedListPage';

const searchSchema = v.object({
  sort: v.optional(v.fallback(v.picklist(['recent', 'popular']), 'recent'), 'recent'),
});

export const Route = createFileRoute('/shared/list')({
  validateSearch: searchSchema,
  staticData: { layout: 'subpage-home', title: t('web.shared.list.title') },
  loaderDeps: ({ search }) => ({ sort: search.sort }),
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.prefetchInfiniteQuery(sharingQueries.list(deps.sort)),
  head: () => pageHead(t('web.shared.list.title')),
  component: SharedListRoute,
});

function SharedListRoute() {
  const { sort } = Route.useSearch();
  return <SharedListPage sort={sort} />;
}
