import { tarotDeckQueries } from '@arcana/api-client';
import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { DeckListPage } from '../../features/tarot-decks/DeckListPage';

export const Route = createFileRoute('/tarot-decks/list')({
  head: () => pageHead(t('web.decks.list.title')),
  // The loader travels with the page's code, so its api calls and schemas stay off the first visit.
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context: { queryClient } }) => {
    const decks = await queryClient.ensureQueryData(tarotDeckQueries.list()).catch(() => []);
    // Each deck's suits and major cards are drawn on this page too.
    await Promise.all(
      decks.map((deck) => queryClient.prefetchQuery(tarotDeckQueries.detail(deck.id))),
    );
  },
  component: DeckListPage,
});
