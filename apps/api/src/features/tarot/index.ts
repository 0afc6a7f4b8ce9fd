// The tarot feature: the product's own deck, stored and served by the public deck api. Other
// features (ai) read the deck's content through here.
import type { Hono } from 'hono';
import type { AppDb } from '../../db/database';
import { createTarotRepository } from './repository';
import { tarotDeckRoutes } from './routes';
import { createTarotService } from './service';

/** GET /api/public/tarot-decks…: the decks, suits and cards, no login. */
export function mountTarot(app: Hono, { db }: { db: AppDb }) {
  app.route(
    '/api/public/tarot-decks',
    tarotDeckRoutes(createTarotService(createTarotRepository(db))),
  );
}

export { TAROT_DECK, TAROT_SUITS } from './deck/deck';
export type {
  TarotArcana,
  TarotCardContent,
  TarotSuit,
  TarotSuitContent,
  TarotThemeLines,
} from './deck/types';
export { ARCANA_CLASSIC_DECK, seedTarotDeck } from './seed';
export { tarotCards, tarotDecks, tarotSuits } from './tables';
