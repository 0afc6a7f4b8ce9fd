import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { tarotCardArtUrl } from './fetchers';
import { tarotDeckQueries } from './queries';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('asks GET /api/public/tarot-decks/suits/{suitId} under tarot-decks/suit/{suitId}', async () => {
  const suit = {
    id: 2,
    suit: 'CUPS',
    nameKo: '컵',
    nameEn: 'Cups',
    elementKo: '물',
    elementEn: 'Water',
    themes: ['감정'],
    description: '마음의 수트예요.',
    deckId: 1,
    cards: [],
  };
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(suit)));
  vi.stubGlobal('fetch', fetchMock);
  const options = tarotDeckQueries.suit(2);

  const data = await new QueryClient().fetchQuery(options);

  expect(options.queryKey).toEqual(['tarot-decks', 'suit', 2]);
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/public/tarot-decks/suits/2');
  expect(data.elementKo).toBe('물');
});

it('points a card image at the api’s drawing of it', () => {
  expect(tarotCardArtUrl(14)).toBe('/api/public/tarot-decks/cards/14/art.svg');
});
