import { asc } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { aiCharacters, aiReadings } from '../features/ai';

/** A drawn (not yet picked) ONE_CARD reading of a guest with this anonymous id. */
export async function insertGuestReading(db: AppDb, anonId: string) {
  const [character] = await db.select().from(aiCharacters).orderBy(asc(aiCharacters.id)).limit(1);
  if (!character) throw new Error('no seeded AI character');
  const [reading] = await db
    .insert(aiReadings)
    .values({
      characterId: character.id,
      anonId,
      spread: 'ONE_CARD',
      theme: 'TODAY',
      deckOrder: [1, 2, 3],
      deckReversed: [false, true, false],
    })
    .returning();
  if (!reading) throw new Error('the reading was not stored');
  return reading;
}
