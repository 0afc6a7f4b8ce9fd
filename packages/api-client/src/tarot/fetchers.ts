import {
  tarotCardDetailSchema,
  tarotDeckListSchema,
  tarotDeckSchema,
  tarotSuitWithCardsSchema,
} from '@arcana/domain';
import { apiFetch } from '../http';

type CallOptions = { signal?: AbortSignal };

const DECKS = '/api/public/tarot-decks';

/** GET /api/public/tarot-decks: every deck with its card count. */
export function fetchTarotDecks(options: CallOptions = {}) {
  return apiFetch(DECKS, { schema: tarotDeckListSchema, ...options });
}

/** GET /api/public/tarot-decks/{id}: the deck, its suits and its cards in the deck's order. */
export function fetchTarotDeck(id: number, options: CallOptions = {}) {
  return apiFetch(`${DECKS}/${id}`, { schema: tarotDeckSchema, ...options });
}

/** GET /api/public/tarot-decks/suits/{suitId}: one suit with its 14 cards. */
export function fetchTarotSuit(suitId: number, options: CallOptions = {}) {
  return apiFetch(`${DECKS}/suits/${suitId}`, { schema: tarotSuitWithCardsSchema, ...options });
}

/** GET /api/public/tarot-decks/cards/{cardId}: one card whole, with its neighbours. */
export function fetchTarotCard(cardId: number, options: CallOptions = {}) {
  return apiFetch(`${DECKS}/cards/${cardId}`, { schema: tarotCardDetailSchema, ...options });
}

/** The card's face drawn by the api (an <img> source, not a fetch). */
export function tarotCardArtUrl(cardId: number): string {
  return `${DECKS}/cards/${cardId}/art.svg`;
}

/** The back every card shares. */
export const TAROT_CARD_BACK_URL = `${DECKS}/card-back.svg`;
