import { tarotDeckQueries } from '@arcana/api-client';
import { pageHead, positiveIdParam, routeValidity } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { loadOrNotFound } from '../../../app/route-data';
import { CardPage } from '../../../features/tarot-decks/CardPage';

export const Route = createFileRoute('/tarot-decks/cards/$cardId')({
  ...routeValidity({ params: { cardId: positiveIdParam } }),
  staticData: { layout: 'subpage', title: t('web.decks.card.title') },
  // The loader travels with the page's code, so its api calls and schemas stay off the first visit.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient }, params }) =>
    loadOrNotFound(queryClient.ensureQueryData(tarotDeckQueries.card(params.cardId))),
  head: ({ loaderData }) => pageHead(loaderData?.nameKo ?? t('web.decks.card.title')),
  component: CardRoute,
});

function CardRoute() {
  const { cardId } = Route.useParams();
  return <CardPage cardId={cardId} />;
}
