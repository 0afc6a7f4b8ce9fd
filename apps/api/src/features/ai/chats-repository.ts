// The only ORM code of the chats: a conversation is the list of one user's messages with one
// character.

import { and, count, desc, eq, inArray, lt, max } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import type { ChatFacts } from './offline-chat';
import { aiChatMessages } from './tables';

export type ChatMessageRow = typeof aiChatMessages.$inferSelect;
type Pair = { userId: number; characterId: number };

const ofPair = ({ userId, characterId }: Pair) =>
  and(eq(aiChatMessages.userId, userId), eq(aiChatMessages.characterId, characterId));

export function createChatsRepository(db: AppDb) {
  return {
    async insert(
      pair: Pair,
      message: { role: 'USER' | 'ASSISTANT'; content: string; facts?: ChatFacts | null },
      now: Date,
    ): Promise<ChatMessageRow> {
      const [row] = await db
        .insert(aiChatMessages)
        .values({ ...pair, ...message, facts: message.facts ?? null, createdAt: now })
        .returning();
      if (!row) throw new Error('the chat message was not stored');
      return row;
    },

    /** The latest `limit` messages, oldest first (what the model and the offline chat read). */
    async recent(pair: Pair, limit: number): Promise<ChatMessageRow[]> {
      const rows = await db
        .select()
        .from(aiChatMessages)
        .where(ofPair(pair))
        .orderBy(desc(aiChatMessages.id))
        .limit(limit);
      return rows.reverse();
    },

    /** Newest first, older than `lastId`; and how many the cursor reaches from there. */
    async page(
      pair: Pair,
      cursor: { limit: number; lastId?: number | undefined },
    ): Promise<{ rows: ChatMessageRow[]; total: number }> {
      const where = and(
        ofPair(pair),
        cursor.lastId === undefined ? undefined : lt(aiChatMessages.id, cursor.lastId),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(aiChatMessages)
          .where(where)
          .orderBy(desc(aiChatMessages.id))
          .limit(cursor.limit),
        db.select({ n: count() }).from(aiChatMessages).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** One row per character the user talked with: its last message id and message count. */
    async conversations(
      userId: number,
    ): Promise<{ characterId: number; lastId: number; messageCount: number }[]> {
      const rows = await db
        .select({
          characterId: aiChatMessages.characterId,
          lastId: max(aiChatMessages.id),
          messageCount: count(),
        })
        .from(aiChatMessages)
        .where(eq(aiChatMessages.userId, userId))
        .groupBy(aiChatMessages.characterId);
      return rows
        .map((row) => ({
          ...row,
          lastId: Number(row.lastId),
          messageCount: Number(row.messageCount),
        }))
        .sort((a, b) => b.lastId - a.lastId);
    },

    async byIds(ids: readonly number[]): Promise<ChatMessageRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(aiChatMessages)
        .where(inArray(aiChatMessages.id, [...ids]));
    },

    async deleteConversation(pair: Pair): Promise<void> {
      await db.delete(aiChatMessages).where(ofPair(pair));
    },
  };
}

export type ChatsRepository = ReturnType<typeof createChatsRepository>;
