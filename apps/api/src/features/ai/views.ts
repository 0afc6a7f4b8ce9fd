// How the ai feature's rows become the answers of domain/schemas/ai.ts. Shared by the routes and
// by the sharing feature (through index.ts), so a share shows a reading exactly as its page does.

import {
  type AiCharacterSummary,
  type AiReading,
  type AiReadingCard,
  type AiReadingSummary,
  type AiSimpleTarot,
  TAROT_SPREADS,
  type TarotCardSummary,
  type TarotSpreadId,
  type TarotTheme,
} from '@arcana/domain';
import type { CharacterRow, CharacterStats, ReadingRow, SimpleTarotRow } from './repository';
import type { AiReadingCard as StoredCard } from './tables';

export const portraitUrl = (characterId: number) =>
  `/api/public/ai/characters/${characterId}/portrait.svg`;
export const cardArtUrl = (cardId: number) => `/api/public/tarot-decks/cards/${cardId}/art.svg`;

const NO_STATS: CharacterStats = {
  readingCount: 0,
  reviewCount: 0,
  rating: null,
  favoriteCount: 0,
};

export function toCharacterSummary(
  row: CharacterRow,
  stats: CharacterStats = NO_STATS,
): AiCharacterSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    title: row.title,
    speciality: row.speciality as TarotTheme,
    tone: row.tone,
    greeting: row.greeting,
    introduction: row.introduction,
    palette: [...row.palette] as [string, string, string],
    portraitUrl: portraitUrl(row.id),
    ...stats,
  };
}

export function toSimpleTarot(row: SimpleTarotRow, character: AiCharacterSummary): AiSimpleTarot {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    spread: row.spread as TarotSpreadId,
    theme: row.theme as TarotTheme,
    question: row.question,
    character,
  };
}

/** The stored cards of a reading as its page shows them, given the deck's card summaries. */
export function toReadingCardViews(
  spread: TarotSpreadId,
  cards: readonly StoredCard[],
  summaries: ReadonlyMap<number, TarotCardSummary>,
): AiReadingCard[] {
  const positions = TAROT_SPREADS[spread].positions;
  return cards.flatMap((stored) => {
    const card = summaries.get(stored.cardId);
    const position = positions.find((each) => each.key === stored.positionKey);
    if (!card || !position) return [];
    return [
      {
        positionKey: stored.positionKey,
        positionName: position.nameKo,
        positionMeaning: position.meaning,
        card,
        reversed: stored.reversed,
        artUrl: cardArtUrl(stored.cardId),
      },
    ];
  });
}

export function toReading(
  row: ReadingRow,
  character: AiCharacterSummary,
  cards: AiReadingCard[],
): AiReading {
  const spread = row.spread as TarotSpreadId;
  return {
    id: row.id,
    character,
    spread,
    spreadName: TAROT_SPREADS[spread].nameKo,
    theme: row.theme as TarotTheme,
    question: row.question,
    simpleTarotId: row.simpleTarotId,
    status: row.status,
    cards,
    answer: row.answer,
    kept: row.userId !== null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

const EXCERPT_LENGTH = 80;

/** The reading's first sentence or so, for the history list. */
export function excerptOf(answer: string | null): string {
  const text = (answer ?? '').replace(/\s+/g, ' ').trim();
  const chars = Array.from(text);
  return chars.length <= EXCERPT_LENGTH ? text : `${chars.slice(0, EXCERPT_LENGTH).join('')}…`;
}

export function toReadingSummary(
  row: ReadingRow,
  character: CharacterRow,
  names: ReadonlyMap<number, TarotCardSummary>,
): AiReadingSummary {
  const spread = row.spread as TarotSpreadId;
  return {
    id: row.id,
    character: { id: character.id, name: character.name, portraitUrl: portraitUrl(character.id) },
    spread,
    spreadName: TAROT_SPREADS[spread].nameKo,
    theme: row.theme as TarotTheme,
    question: row.question,
    status: row.status,
    cards: (row.cards ?? []).map((card) => ({
      cardId: card.cardId,
      nameKo: names.get(card.cardId)?.nameKo ?? '',
      reversed: card.reversed,
    })),
    excerpt: excerptOf(row.answer),
    createdAt: row.createdAt.toISOString(),
  };
}
