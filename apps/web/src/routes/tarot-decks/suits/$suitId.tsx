import { tarotDeckQueries } from '@arcana/api-client';
import { pageHead, positiveIdParam, routeValidity } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { loadOrNotFound } from '../../../app/route-data';
import { SuitPage } from '../../../features/tarot-decks/SuitPage';

export const Route = createFileRoute('/tarot-decks/suits/$suitId')({
  ...routeValidity({ params: { suitId: positiveIdParam } }),
  staticData: { layout: 'subpage', title: t('web.decks.suit.title') },
  // The loader travels with the page's code, so its api calls and schemas stay off the first visit.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient }, params }) =>
    loadOrNotFound(queryClient.ensureQueryData(tarotDeckQueries.suit(params.suitId))),
  head: ({ loaderData }) => pageHead(loaderData?.nameKo ?? t('web.decks.suit.title')),
  component: SuitRoute,
});

function SuitRoute() {
  const { suitId } = Route.useParams();
  return <SuitPage suitId={suitId} />;
}
