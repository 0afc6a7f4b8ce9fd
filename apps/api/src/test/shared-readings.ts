import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import {
  aiCharacters,
  aiChatMessages,
  aiReadings,
  comments,
  shares,
  tarotCards,
  users,
} from '../db/schema';
import { AI_CHARACTERS } from '../features/ai';
import { newShareId } from '../features/sharing';

// Readings for the sharing, reviews and articles tests, written straight into the tables so
// those tests need neither the reading routes nor a model.

/** The stored character of `slug` (inserted from AI_CHARACTERS when the seed has none yet). */
export async function characterId(db: AppDb, slug = 'luna'): Promise<number> {
  const [found] = await db.select().from(aiCharacters).where(eq(aiCharacters.slug, slug));
  if (found) return found.id;
  const index = AI_CHARACTERS.findIndex((each) => each.slug === slug);
  const character = AI_CHARACTERS[index];
  if (!character) throw new Error(`no character ${slug}`);
  const { voice: _voice, palette, ...rest } = character;
  await db
    .insert(aiCharacters)
    .values({ ...rest, palette: [...palette], sortOrder: index })
    .onConflictDoNothing();
  return characterId(db, slug);
}

/** A THREE_CARDS reading of `userId`, COMPLETED unless another status is asked for. */
export async function insertReading(
  db: AppDb,
  values: {
    userId: number | null;
    characterId: number;
    question?: string;
    status?: 'DRAWN' | 'PICKED' | 'COMPLETED';
  },
): Promise<number> {
  const cards = await db.select({ id: tarotCards.id }).from(tarotCards).limit(3);
  const status = values.status ?? 'COMPLETED';
  const keys = ['PAST', 'PRESENT', 'FUTURE'];
  const [row] = await db
    .insert(aiReadings)
    .values({
      userId: values.userId,
      characterId: values.characterId,
      spread: 'THREE_CARDS',
      theme: 'LOVE',
      question: values.question ?? '',
      deckOrder: cards.map((card) => card.id),
      deckReversed: [false, true, false],
      cards:
        status === 'DRAWN'
          ? null
          : cards.map((card, index) => ({
              positionKey: keys[index] ?? 'PAST',
              pickedPosition: index,
              cardId: card.id,
              reversed: index === 1,
            })),
      status,
      // As the offline reader does, the answer quotes the question word for word.
      answer:
        status === 'COMPLETED'
          ? `‘${values.question ?? ''}’ 하고 물었지요. 과거의 카드는 조용한 시작을 말해요.`
          : null,
      completedAt: status === 'COMPLETED' ? new Date() : null,
    })
    .returning({ id: aiReadings.id });
  if (!row) throw new Error('reading insert returned nothing');
  return row.id;
}

async function demoUserId(db: AppDb): Promise<number> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'demo-user'));
  if (!user) throw new Error('demo-user is not seeded');
  return user.id;
}

/** A completed reading of demo-user (the seed gives it some; one is written when missing). */
export async function demoUserReadingId(db: AppDb): Promise<number> {
  const userId = await demoUserId(db);
  const [reading] = await db
    .select({ id: aiReadings.id })
    .from(aiReadings)
    .where(and(eq(aiReadings.userId, userId), eq(aiReadings.status, 'COMPLETED')))
    .limit(1);
  return reading?.id ?? insertReading(db, { userId, characterId: await characterId(db) });
}

/** A share of demo-user (made from one of its readings when the seed left none). */
export async function demoUsersShare(db: AppDb): Promise<string> {
  const userId = await demoUserId(db);
  const [share] = await db
    .select({ id: shares.id })
    .from(shares)
    .where(eq(shares.ownerId, userId))
    .limit(1);
  if (share) return share.id;
  const id = newShareId();
  await db.insert(shares).values({
    id,
    ownerId: userId,
    characterId: await characterId(db),
    showQuestion: false,
    showName: false,
    snapshot: {
      character: { id: await characterId(db), slug: 'luna', name: '루나', title: '' },
      spread: 'ONE_CARD',
      theme: 'TODAY',
      question: null,
      ownerName: null,
      cards: [],
      answer: '오늘은 쉬어 가요.',
      readAt: new Date().toISOString(),
    },
  });
  return id;
}

/** A comment demo-user wrote on one of its own shares. */
export async function demoUsersComment(db: AppDb): Promise<number> {
  const userId = await demoUserId(db);
  const shareId = await demoUsersShare(db);
  const [row] = await db
    .insert(comments)
    .values({ shareId, userId, content: '제 리딩이에요.' })
    .returning({ id: comments.id });
  if (!row) throw new Error('comment insert returned nothing');
  return row.id;
}

/** A character demo-user has had neither a finished reading nor a chat with. */
export async function unusedCharacterOfDemoUser(db: AppDb): Promise<number> {
  const userId = await demoUserId(db);
  const used = await db
    .select({ id: aiReadings.characterId })
    .from(aiReadings)
    .where(eq(aiReadings.userId, userId));
  const chatted = await db
    .select({ id: aiChatMessages.characterId })
    .from(aiChatMessages)
    .where(eq(aiChatMessages.userId, userId));
  const taken = new Set([...used, ...chatted].map((row) => row.id));
  const free = (await db.select({ id: aiCharacters.id }).from(aiCharacters)).find(
    (row) => !taken.has(row.id),
  );
  if (!free) throw new Error('demo-user has used every character');
  return free.id;
}
