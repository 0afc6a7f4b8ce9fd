import type { TarotCardSummary } from '@arcana/domain';
import { t } from './intl';

/** A minor card's rank as readers say it: 에이스, 2–10, then the four court cards. */
export function rankLabel(rank: number): string {
  switch (rank) {
    case 1:
      return t('web.decks.rank.1');
    case 11:
      return t('web.decks.rank.11');
    case 12:
      return t('web.decks.rank.12');
    case 13:
      return t('web.decks.rank.13');
    case 14:
      return t('web.decks.rank.14');
    default:
      return String(rank);
  }
}

/**
 * Where a card sits in the deck, for the line under its name: 메이저 아르카나 · 0번, or
 * 마이너 아르카나 · 컵 · 에이스 (the suit's Korean name comes from the page's data).
 */
export function cardPlace(
  card: Pick<TarotCardSummary, 'arcana' | 'number'>,
  suitNameKo: string | null,
): string[] {
  if (card.arcana === 'MAJOR') {
    return [t('web.decks.arcana.MAJOR'), t('web.decks.number', { number: card.number })];
  }
  return [t('web.decks.arcana.MINOR'), ...(suitNameKo ? [suitNameKo] : []), rankLabel(card.number)];
}
