import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { EventListPage } from '../../features/content/EventListPage';
import { validateEventListSearch } from '../../features/content/search';

// 이벤트 (SPEC §2): the tab (진행 중 / 예정 / 종료) and the page live in the address.
export const Route = createFileRoute('/events/')({
  validateSearch: validateEventListSearch,
  staticData: { title: t('web.events.title') },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    import('../../features/content/loaders').then((loaders) =>
      loaders.loadEvents(queryClient, deps),
    ),
  component: EventListRoute,
});

function EventListRoute() {
  const search = Route.useSearch();
  return <EventListPage search={search} />;
}
