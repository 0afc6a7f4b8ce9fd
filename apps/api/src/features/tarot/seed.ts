import type { AppDb } from '../../db/database';
import { TAROT_DECK, TAROT_SUITS } from './deck/deck';
import { createTarotRepository, type TarotDeckContent } from './repository';

/** The product's own deck, the one the public deck api and the readings use. */
export const ARCANA_CLASSIC_DECK: TarotDeckContent = {
  slug: 'arcana-classic',
  nameKo: '아르카나 클래식 덱',
  description:
    '아르카나가 직접 쓴 78장의 타로 덱이에요. 메이저 아르카나 22장과 완드, 컵, 소드, 펜타클 네 수트의 마이너 아르카나 56장으로 이루어져 있어요.',
  suits: TAROT_SUITS,
  cards: TAROT_DECK,
};

/** Stores the deck on every start: missing rows are added, edited texts are updated. */
export async function seedTarotDeck(db: AppDb): Promise<void> {
  await createTarotRepository(db).upsertDeck(ARCANA_CLASSIC_DECK);
}
