import { createHash } from 'node:crypto';
import { TAROT_SPREADS } from '@arcana/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { createUsersRepository } from '../accounts';
import { aiCharacters, aiReadings, readingForShare } from '../ai';
import { ARCANA_CLASSIC_DECK, tarotCards, tarotDecks } from '../tarot';
import { createEngagementRepository } from './engagement-repository';
import { COMMUNITY_MEMBERS, DEMO_SHARES, DEMO_USER_SHARED_READINGS } from './seed-content';
import { answerForShare } from './share-service';
import { shares } from './tables';

/** Who the demo data is by: demo-user and the community members, by username. */
export type SeededPeople = { idOf: ReadonlyMap<string, number> };

const DAY_MS = 86_400_000;

async function ensureMembers(db: AppDb): Promise<Map<string, number>> {
  const users = createUsersRepository(db);
  const idOf = new Map<string, number>();
  for (const member of COMMUNITY_MEMBERS) {
    // No password and no mobile: a name others see, never an account anyone logs in to.
    const row =
      (await users.findByUsername(member.username)) ??
      (await users.insertIfMissing({ ...member, roles: ['USER'] })) ??
      (await users.findByUsername(member.username));
    if (row) idOf.set(member.username, row.id);
  }
  const demo = await users.findByUsername('demo-user');
  if (demo) idOf.set('demo-user', demo.id);
  return idOf;
}

async function respond(
  db: AppDb,
  shareId: string,
  idOf: ReadonlyMap<string, number>,
  responses: Pick<(typeof DEMO_SHARES)[number], 'comments' | 'reactions'>,
) {
  const engagement = createEngagementRepository(db);
  for (const [author, content] of responses.comments) {
    const userId = idOf.get(author);
    if (userId !== undefined)
      await engagement.addComment({ type: 'SHARE', shareId }, userId, content);
  }
  for (const [author, kind] of responses.reactions) {
    const userId = idOf.get(author);
    if (userId !== undefined)
      await engagement.putReaction({ type: 'SHARE', shareId }, userId, kind);
  }
}

type CharacterRow = typeof aiCharacters.$inferSelect;
type Snapshot = (typeof shares.$inferInsert)['snapshot'];

/**
 * The demo shares' ids are fixed (a hash of owner and character, in the shape of a real one) so
 * e2e route seeds and the README can name them; real shares get 128 random bits (newShareId).
 */
export function demoShareId(owner: string, character: string): string {
  const digest = createHash('sha256').update(`arcana-demo-share:${owner}:${character}`).digest();
  return digest.subarray(0, 16).toString('base64url');
}

/** Inserts one demo share of `character` and lets people respond to it. */
async function insertShare(
  db: AppDb,
  idOf: ReadonlyMap<string, number>,
  share: {
    ownerId: number;
    readingId: number | null;
    character: CharacterRow;
    showQuestion: boolean;
    showName: boolean;
    createdAt: Date;
    snapshot: Omit<Snapshot, 'character'>;
  },
  responses: Pick<(typeof DEMO_SHARES)[number], 'comments' | 'reactions'>,
) {
  const { character, snapshot, ...rest } = share;
  const owner = [...idOf].find(([, userId]) => userId === share.ownerId)?.[0] ?? '';
  const id = demoShareId(owner, character.slug);
  const { slug, name, title } = character;
  await db.insert(shares).values({
    id,
    ...rest,
    characterId: character.id,
    snapshot: { character: { id: character.id, slug, name, title }, ...snapshot },
  });
  await respond(db, id, idOf, responses);
}

/**
 * Shares of the members and two of demo-user's seeded readings, with comments and reactions.
 * Only while none of these people has shared anything, so a restart adds nothing.
 */
export async function seedSharing(db: AppDb, now: Date): Promise<SeededPeople> {
  const idOf = await ensureMembers(db);
  const ids = [...idOf.values()];
  const [existing] = ids.length
    ? await db.select({ id: shares.id }).from(shares).where(inArray(shares.ownerId, ids)).limit(1)
    : [];
  if (existing || ids.length === 0) return { idOf };

  const characters = await db.select().from(aiCharacters);
  const characterOf = new Map(characters.map((row) => [row.slug, row]));
  const cards = await db
    .select({ id: tarotCards.id, code: tarotCards.code })
    .from(tarotCards)
    .innerJoin(tarotDecks, eq(tarotDecks.id, tarotCards.deckId))
    .where(eq(tarotDecks.slug, ARCANA_CLASSIC_DECK.slug));
  const cardIdOf = new Map(cards.map((card) => [card.code, card.id]));

  for (const demo of DEMO_SHARES) {
    const character = characterOf.get(demo.character);
    const ownerId = idOf.get(demo.owner);
    const member = COMMUNITY_MEMBERS.find((each) => each.username === demo.owner);
    if (!character || ownerId === undefined) continue;
    const positions = TAROT_SPREADS[demo.spread].positions;
    const at = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    await insertShare(
      db,
      idOf,
      {
        ownerId,
        readingId: null,
        character,
        showQuestion: demo.showQuestion,
        showName: demo.showName,
        createdAt: at,
        snapshot: {
          spread: demo.spread,
          theme: demo.theme,
          question: demo.showQuestion ? demo.question : null,
          ownerName: demo.showName ? (member?.displayName ?? null) : null,
          cards: demo.cards.map(([code, reversed], index) => ({
            positionKey: positions[index]?.key ?? 'CORE',
            cardId: cardIdOf.get(code) ?? 0,
            reversed,
          })),
          answer: demo.answer,
          readAt: at.toISOString(),
        },
      },
      demo,
    );
  }

  const demoUserId = idOf.get('demo-user');
  const demoUser = await createUsersRepository(db).findByUsername('demo-user');
  for (const demo of DEMO_USER_SHARED_READINGS) {
    const character = characterOf.get(demo.character);
    if (demoUserId === undefined || !character) continue;
    const [reading] = await db
      .select({ id: aiReadings.id })
      .from(aiReadings)
      .where(and(eq(aiReadings.userId, demoUserId), eq(aiReadings.characterId, character.id)))
      .orderBy(desc(aiReadings.id))
      .limit(1);
    const data = reading && (await readingForShare(db, reading.id, demoUserId));
    if (!data) continue;
    await insertShare(
      db,
      idOf,
      {
        ownerId: demoUserId,
        readingId: data.readingId,
        character,
        showQuestion: demo.showQuestion,
        showName: demo.showName,
        createdAt: new Date(data.completedAt.getTime() + 3_600_000),
        snapshot: {
          spread: data.spread,
          theme: data.theme,
          question: demo.showQuestion ? data.question : null,
          ownerName: demo.showName ? (demoUser?.displayName ?? null) : null,
          cards: data.cards,
          answer: answerForShare(data.answer, data.question, demo.showQuestion),
          readAt: data.completedAt.toISOString(),
        },
      },
      demo,
    );
  }
  return { idOf };
}
