import {
  type AiCharacterSummary,
  type Home,
  HOME_SECTION_LIMITS as LIMITS,
  seoulToday,
  type TodayCard,
} from '@arcana/domain';
import type { AppDb } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { cardArtUrl, characterSummaries, readingDeck } from '../ai';
import type { ContentService } from '../content';
import { toCounselorSummary } from '../counselors';
import { productCardsInOrder } from '../products';
import { recentReviews } from '../reviews';
import { homeMessages as m } from './messages';
import type { HomeRepository } from './repository';
import { drawTodayCard, firstSentence } from './today-card';

const POPULAR_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

export type HomeServiceDeps = {
  db: AppDb;
  now: Clock;
  repository: HomeRepository;
  content: Pick<ContentService, 'recentNotices' | 'ongoingEvents'>;
  /** The key of today's card (today-card.ts). */
  cardKey: Buffer;
};

/** Who asks: `user:<id>` or `anon:<anonymous id>` picks the card; the user marks favourites. */
export type HomeVisitor = { visitorKey: string; userId: number | null };

export function createHomeService({ db, now, repository, content, cardKey }: HomeServiceDeps) {
  async function todayCard(visitorKey: string, at: Date): Promise<TodayCard> {
    // The deck the readings draw from (ai's, read once per database): its order and content.
    const deck = await readingDeck(db);
    const date = seoulToday(at.getTime());
    const { index, reversed } = drawTodayCard(cardKey, visitorKey, date, deck.cards.length);
    const card = deck.cards[index];
    const meaning = card && deck.contentOf(card.id);
    if (!card || !meaning) throw new Error(m.deckMissing);
    return {
      date,
      card: { ...card, artUrl: cardArtUrl(card.id) },
      reversed,
      keywords: [...(reversed ? meaning.keywordsReversed : meaning.keywordsUpright)],
      message: firstSentence(reversed ? meaning.reversed : meaning.upright),
    };
  }

  async function characters(): Promise<AiCharacterSummary[]> {
    const ids = await repository.characterIds(LIMITS.characters);
    const byId = await characterSummaries(db, ids);
    return ids.map((id) => byId.get(id)).filter((each) => each !== undefined);
  }

  return {
    /** GET /api/public/home: every section read at once. */
    async home({ visitorKey, userId }: HomeVisitor): Promise<Home> {
      const at = now();
      const since = new Date(at.getTime() - POPULAR_WINDOW_MS);
      const [card, characterList, online, categories, productIds, reviews, events, notices] =
        await Promise.all([
          todayCard(visitorKey, at),
          characters(),
          repository.online(LIMITS.onlineCounselors, userId),
          repository.categories(),
          repository.popularProductIds(since, at, LIMITS.popularProducts),
          recentReviews(db, LIMITS.latestReviews),
          content.ongoingEvents(LIMITS.events),
          content.recentNotices(LIMITS.notices),
        ]);
      const categoriesById = new Map(categories.map((category) => [category.id, category]));
      return {
        todayCard: card,
        characters: characterList,
        onlineCounselors: online.map((row) => toCounselorSummary(row, categoriesById)),
        popularProducts: await productCardsInOrder(db, productIds),
        latestReviews: reviews,
        events,
        notices,
      };
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
