import { tarotDeckQueries } from '@arcana/api-client';
import { pageHead, positiveIdParam, routeValidity } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { loadOrNotFound } from '../../../app/route-data';
import { DeckDetailsPage } from '../../../features/tarot-decks/DeckDetailsPage';

export const Route = createFileRoute('/tarot-decks/$id/details')({
  ...routeValidity({ params: { id: positiveIdParam } }),
  staticData: { layout: 'subpage', title: t('web.decks.details.title') },
  // The loader travels with the page's code, so its api calls and schemas stay off the first visit.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient }, params }) =>
    loadOrNotFound(queryClient.ensureQueryData(tarotDeckQueries.detail(params.id))),
  head: ({ loaderData }) => pageHead(loaderData?.nameKo ?? t('web.decks.details.title')),
  component: DeckDetailsRoute,
});

function DeckDetailsRoute() {
  const { id } = Route.useParams();
  return <DeckDetailsPage id={id} />;
}
