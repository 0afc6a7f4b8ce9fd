import {
  tarotCardDetailSchema,
  tarotDeckListSchema,
  tarotDeckSchema,
  tarotSuitWithCardsSchema,
} from '@arcana/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { answer, errorAnswer, jsonSchemaOf } from '../../lib/openapi';
import type { TarotService } from './service';

/** The deck is the same for everyone and changes only with a release: caches may keep it. */
const PUBLIC_CACHE = 'public, max-age=300';

/** Ids in paths are matched by `{[0-9]+}` (anything else is the api's 404), as notifications do. */
const idParameter = (name: string) => ({
  name,
  in: 'path' as const,
  required: true,
  schema: jsonSchemaOf(v.pipe(v.string(), v.regex(/^[0-9]+$/))),
});

/** The artwork is drawn by code from the card and changes only with a release: a day. */
const ART_CACHE = 'public, max-age=86400';

const svgAnswer = (description: string) => ({
  description,
  content: { 'image/svg+xml': { schema: { type: 'string' as const } } },
});

function svg(c: Context, body: string) {
  return c.body(body, 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': ART_CACHE,
    'X-Content-Type-Options': 'nosniff',
  });
}

function cached<T extends object>(c: Context, body: T) {
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.json(body);
}

/** GET /api/public/tarot-decks…: the stored decks, their suits and cards; no login. */
export function tarotDeckRoutes(service: TarotService) {
  return new Hono()
    .get(
      '/',
      describeRoute({
        operationId: 'listTarotDecks',
        summary: 'The tarot decks',
        tags: ['tarot'],
        responses: { 200: answer('Every deck with its card count', tarotDeckListSchema) },
      }),
      async (c) => cached(c, await service.listDecks()),
    )
    .get(
      '/suits/:suitId{[0-9]+}',
      describeRoute({
        operationId: 'getTarotSuit',
        summary: 'One suit of a deck with its 14 cards, Ace to King',
        tags: ['tarot'],
        parameters: [idParameter('suitId')],
        responses: {
          200: answer('The suit, its element and themes, and its cards', tarotSuitWithCardsSchema),
          404: errorAnswer('No such suit'),
        },
      }),
      async (c) => cached(c, await service.suit(Number(c.req.param('suitId')))),
    )
    .get(
      '/card-back.svg',
      describeRoute({
        operationId: 'getTarotCardBack',
        summary: 'The back every card shares, drawn by code',
        tags: ['tarot'],
        responses: { 200: svgAnswer('The card back, 300 × 500 SVG') },
      }),
      (c) => svg(c, service.cardBack()),
    )
    .get(
      '/cards/:cardId{[0-9]+}/art.svg',
      describeRoute({
        operationId: 'getTarotCardArt',
        summary: 'One card’s face, drawn by code from its arcana, suit and number',
        tags: ['tarot'],
        parameters: [idParameter('cardId')],
        responses: {
          200: svgAnswer('The card face with its Korean name, 300 × 500 SVG'),
          404: errorAnswer('No such card'),
        },
      }),
      async (c) => svg(c, await service.cardArt(Number(c.req.param('cardId')))),
    )
    .get(
      '/cards/:cardId{[0-9]+}',
      describeRoute({
        operationId: 'getTarotCard',
        summary: 'One card whole, with the cards before and after it in the deck',
        tags: ['tarot'],
        parameters: [idParameter('cardId')],
        responses: {
          200: answer('The card, its meanings and its neighbours', tarotCardDetailSchema),
          404: errorAnswer('No such card'),
        },
      }),
      async (c) => cached(c, await service.card(Number(c.req.param('cardId')))),
    )
    .get(
      '/:id{[0-9]+}',
      describeRoute({
        operationId: 'getTarotDeck',
        summary: 'One deck with its suits and its cards in the deck’s order',
        tags: ['tarot'],
        parameters: [idParameter('id')],
        responses: {
          200: answer('The deck, its suits and card summaries', tarotDeckSchema),
          404: errorAnswer('No such deck'),
        },
      }),
      async (c) => cached(c, await service.deck(Number(c.req.param('id')))),
    );
}
