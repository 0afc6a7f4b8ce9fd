import { cardArtSvg, cardBackSvg } from '@arcana/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Database } from '../../db/database';
import { seed } from '../../db/seed';
import { silentLogger } from '../../lib/logger';
import { createTestDatabase } from '../../test/db';
import { testEnv } from '../../test/env';

type CardSummary = { id: number; code: string; nameKo: string; suit: string | null };
type Deck = {
  id: number;
  cardCount: number;
  suits: { id: number; suit: string }[];
  cards: CardSummary[];
};

let database: Database;
let app: ReturnType<typeof createApp>;
let deck: Deck;

async function getJson<T>(path: string): Promise<{ status: number; body: T; response: Response }> {
  const response = await app.request(path);
  return { status: response.status, body: (await response.json()) as T, response };
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ env: testEnv(), database, logger: silentLogger });
  const [listed] = (await getJson<{ id: number }[]>('/api/public/tarot-decks')).body;
  deck = (await getJson<Deck>(`/api/public/tarot-decks/${listed?.id}`)).body;
});

afterAll(async () => {
  await database.close();
});

describe('GET /api/public/tarot-decks', () => {
  it('lists the one seeded deck with its 78 cards, cacheable, without a login', async () => {
    const { status, body, response } = await getJson<unknown[]>('/api/public/tarot-decks');
    expect(status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(body).toEqual([
      {
        id: deck.id,
        slug: 'arcana-classic',
        nameKo: '아르카나 클래식 덱',
        description: expect.any(String),
        cardCount: 78,
      },
    ]);
  });
});

describe('GET /api/public/tarot-decks/{id}', () => {
  it('answers the deck with its 4 suits and 78 cards in the deck order', () => {
    expect(deck.cardCount).toBe(78);
    expect(deck.suits.map((suit) => suit.suit)).toEqual(['WANDS', 'CUPS', 'SWORDS', 'PENTACLES']);
    expect(deck.cards).toHaveLength(78);
    expect(deck.cards[0]).toMatchObject({ code: 'major-00', nameKo: '바보', suit: null });
    expect(deck.cards[77]).toMatchObject({ code: 'pentacles-14', nameKo: '펜타클 왕' });
    expect(deck.cards[77]?.suit).toBe('PENTACLES');
  });

  it('answers an unknown deck with a Korean 404', async () => {
    const { status, body } = await getJson<{ code: string; message: string }>(
      '/api/public/tarot-decks/999999',
    );
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'NOT_FOUND', message: '덱을 찾을 수 없어요.' });
  });
});

describe('GET /api/public/tarot-decks/suits/{suitId}', () => {
  it('answers 컵 with its element 물 and its 14 cards, Ace to King', async () => {
    const cups = deck.suits.find((suit) => suit.suit === 'CUPS');
    const { status, body } = await getJson<{
      nameKo: string;
      elementKo: string;
      themes: string[];
      description: string;
      cards: CardSummary[];
    }>(`/api/public/tarot-decks/suits/${cups?.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ nameKo: '컵', elementKo: '물', elementEn: 'Water' });
    expect(body.themes.length).toBeGreaterThanOrEqual(3);
    expect(body.cards.map((card) => card.code)).toEqual(
      Array.from({ length: 14 }, (_, i) => `cups-${String(i + 1).padStart(2, '0')}`),
    );
    expect(body.cards[0]?.nameKo).toBe('컵 에이스');
    expect(body.cards.every((card) => card.suit === 'CUPS')).toBe(true);
  });

  it('answers an unknown suit with a Korean 404', async () => {
    const { status, body } = await getJson<{ message: string }>(
      '/api/public/tarot-decks/suits/9999',
    );
    expect(status).toBe(404);
    expect(body.message).toBe('수트를 찾을 수 없어요.');
  });
});

describe('GET /api/public/tarot-decks/cards/{cardId}', () => {
  type Card = {
    nameKo: string;
    upright: string;
    reversed: string;
    keywordsReversed: string[];
    uprightThemes: { love: string };
    imagery: string;
    suitDetail: { elementKo: string } | null;
    previous: CardSummary | null;
    next: CardSummary | null;
  };
  const card = (id: number | string) => getJson<Card>(`/api/public/tarot-decks/cards/${id}`);

  it('answers 바보 whole, first in the deck: no previous, 마법사 next', async () => {
    const { status, body, response } = await card(deck.cards[0]?.id ?? 0);
    expect(status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(body.nameKo).toBe('바보');
    expect(body.upright.length).toBeGreaterThan(20);
    expect(body.reversed.length).toBeGreaterThan(20);
    expect(body.keywordsReversed.length).toBeGreaterThanOrEqual(3);
    expect(body.uprightThemes.love).toEqual(expect.any(String));
    expect(body.imagery).toEqual(expect.any(String));
    expect(body.suitDetail).toBeNull();
    expect(body.previous).toBeNull();
    expect(body.next?.nameKo).toBe('마법사');
  });

  it('answers the last card with its suit and no next', async () => {
    const { body } = await card(deck.cards[77]?.id ?? 0);
    expect(body.nameKo).toBe('펜타클 왕');
    expect(body.suitDetail?.elementKo).toBe('흙');
    expect(body.previous?.nameKo).toBe(deck.cards[76]?.nameKo);
    expect(body.next).toBeNull();
  });

  it('answers an unknown card, even one past the integer range, with a Korean 404', async () => {
    for (const id of ['999999', '99999999999', '0']) {
      const { status, body } = await getJson<{ code: string; message: string }>(
        `/api/public/tarot-decks/cards/${id}`,
      );
      expect(status, id).toBe(404);
      expect(body, id).toMatchObject({ code: 'NOT_FOUND', message: '카드를 찾을 수 없어요.' });
    }
  });

  it('answers an id that is not a number like an unknown path (404), as notifications do', async () => {
    for (const path of ['/cards/abc', '/suits/abc', '/abc', '/cards/-1', '/cards/1.5']) {
      const { status, body } = await getJson<{ code: string }>(`/api/public/tarot-decks${path}`);
      expect(status, path).toBe(404);
      expect(body.code, path).toBe('NOT_FOUND');
    }
  });
});

describe('GET /api/public/tarot-decks/cards/{cardId}/art.svg', () => {
  it('answers every card of the deck with its own SVG face, cacheable for a day', async () => {
    const faces = new Set<string>();
    for (const each of deck.cards) {
      const response = await app.request(`/api/public/tarot-decks/cards/${each.id}/art.svg`);
      expect(response.status, each.code).toBe(200);
      expect(response.headers.get('Content-Type'), each.code).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('Cache-Control'), each.code).toBe('public, max-age=86400');
      const body = await response.text();
      expect(body, each.code).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(body, each.code).toContain(each.nameKo);
      faces.add(body);
    }
    expect(faces.size).toBe(78);
  });

  it('draws a minor card in its suit, as the domain draws it', async () => {
    const cupsAce = deck.cards.find((each) => each.code === 'cups-01');
    const body = await (
      await app.request(`/api/public/tarot-decks/cards/${cupsAce?.id}/art.svg`)
    ).text();
    expect(body).toBe(
      cardArtSvg({ arcana: 'MINOR', suit: 'CUPS', number: 1, nameKo: '컵 에이스' }),
    );
  });

  it('answers an unknown card with a Korean 404 and a malformed id with the api 404', async () => {
    for (const id of ['999999', '99999999999', '0']) {
      const { status, body } = await getJson<{ code: string; message: string }>(
        `/api/public/tarot-decks/cards/${id}/art.svg`,
      );
      expect(status, id).toBe(404);
      expect(body, id).toMatchObject({ code: 'NOT_FOUND', message: '카드를 찾을 수 없어요.' });
    }
    const malformed = await app.request('/api/public/tarot-decks/cards/abc/art.svg');
    expect(malformed.status).toBe(404);
  });
});

describe('GET /api/public/tarot-decks/card-back.svg', () => {
  it('answers the shared card back, cacheable for a day', async () => {
    const response = await app.request('/api/public/tarot-decks/card-back.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(await response.text()).toBe(cardBackSvg());
  });
});

describe('the seeded deck', () => {
  it('is seeded once: running the seed again keeps one deck, 4 suits and 78 cards', async () => {
    await seed(database.db);
    await seed(database.db);
    const counts = (await database.db.execute(
      sql`select (select count(*)::int from tarot_decks) as decks,
                 (select count(*)::int from tarot_suits) as suits,
                 (select count(*)::int from tarot_cards) as cards`,
    )) as unknown as { rows: { decks: number; suits: number; cards: number }[] };
    expect(counts.rows[0]).toEqual({ decks: 1, suits: 4, cards: 78 });
    const again = await getJson<Deck>(`/api/public/tarot-decks/${deck.id}`);
    expect(again.body.cards.map((each) => each.id)).toEqual(deck.cards.map((each) => each.id));
  });

  it('updates an edited text on the next seed', async () => {
    await database.db.execute(sql`update tarot_cards set name_ko = 'x' where code = 'major-00'`);
    await seed(database.db);
    const { body } = await getJson<{ nameKo: string }>(
      `/api/public/tarot-decks/cards/${deck.cards[0]?.id}`,
    );
    expect(body.nameKo).toBe('바보');
  });
});
