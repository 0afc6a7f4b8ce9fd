import type { SenderType } from '@arcana/domain';
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { users } from '../accounts';
import { counselors } from '../counselors';
import { orders } from '../orders';
import { uploads } from '../uploads';
import { counselorUsers, sessionViewColumns } from './reads-repository';
import { counselingSessions, sessionMessages, sessionSignals } from './tables';

// The room's reads and writes: the session as the room draws it, its messages, read marks,
// signals and the presence leases (seen_at) of the streams.

const s = counselingSessions;

export type MessageRow = {
  id: number;
  senderType: string;
  content: string;
  clientId: string;
  createdAt: Date;
  image: {
    id: string;
    fileUri: string;
    thumbUri360: string;
    width: number;
    height: number;
  } | null;
};
export type SignalRow = typeof sessionSignals.$inferSelect;

const messageColumns = {
  id: sessionMessages.id,
  senderType: sessionMessages.senderType,
  content: sessionMessages.content,
  clientId: sessionMessages.clientId,
  createdAt: sessionMessages.createdAt,
  uploadId: uploads.id,
  fileUri: uploads.fileUri,
  thumbUri360: uploads.thumbUri360,
  width: uploads.width,
  height: uploads.height,
};

type MessageSelect = {
  id: number;
  senderType: string;
  content: string;
  clientId: string;
  createdAt: Date;
  uploadId: string | null;
  fileUri: string | null;
  thumbUri360: string | null;
  width: number | null;
  height: number | null;
};

function toMessageRow(row: MessageSelect): MessageRow {
  const { uploadId, fileUri, thumbUri360, width, height, ...rest } = row;
  const image =
    uploadId && fileUri && thumbUri360 && width !== null && height !== null
      ? { id: uploadId, fileUri, thumbUri360, width, height }
      : null;
  return { ...rest, image };
}

const readColumn = { USER: s.userReadId, COUNSELOR: s.counselorReadId } as const;

export function createRoomRepository(db: AppDb) {
  const selectMessages = () =>
    db
      .select(messageColumns)
      .from(sessionMessages)
      .leftJoin(uploads, eq(uploads.id, sessionMessages.uploadId));

  return {
    /** The two parties of a session, to tell the caller's side. */
    async partiesOf(sessionId: number) {
      const [row] = await db
        .select({
          userId: s.userId,
          counselorUserId: counselors.userId,
          status: s.status,
          userDisplayName: users.displayName,
          counselorInRoom: s.counselorInRoom,
          counselorSeenAt: s.counselorSeenAt,
        })
        .from(s)
        .innerJoin(counselors, eq(counselors.id, s.counselorId))
        .innerJoin(users, eq(users.id, s.userId))
        .where(eq(s.id, sessionId));
      return row;
    },

    async readsOf(sessionId: number): Promise<{ USER: number; COUNSELOR: number }> {
      const [row] = await db
        .select({ USER: s.userReadId, COUNSELOR: s.counselorReadId })
        .from(s)
        .where(eq(s.id, sessionId));
      return row ?? { USER: 0, COUNSELOR: 0 };
    },

    async messageIdByClientId(
      sessionId: number,
      side: SenderType,
      clientId: string,
    ): Promise<number | undefined> {
      const [row] = await db
        .select({ id: sessionMessages.id })
        .from(sessionMessages)
        .where(
          and(
            eq(sessionMessages.sessionId, sessionId),
            eq(sessionMessages.senderType, side),
            eq(sessionMessages.clientId, clientId),
          ),
        );
      return row?.id;
    },

    /** Whether the user sent another message before `beforeId` after `since` (null: ever). */
    async userMessagesBetween(
      sessionId: number,
      since: Date | null,
      beforeId: number,
    ): Promise<boolean> {
      const [row] = await db
        .select({ id: sessionMessages.id })
        .from(sessionMessages)
        .where(
          and(
            eq(sessionMessages.sessionId, sessionId),
            eq(sessionMessages.senderType, 'USER'),
            lt(sessionMessages.id, beforeId),
            since ? sql`${sessionMessages.createdAt} > ${since.toISOString()}` : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The session with what the room state shows beside it (names, brief, the original order). */
    async findRoom(sessionId: number) {
      const [row] = await db
        .select({
          ...sessionViewColumns,
          order: { price: orders.price, durationMinutes: orders.durationMinutes },
        })
        .from(s)
        .innerJoin(users, eq(users.id, s.userId))
        .innerJoin(counselors, eq(counselors.id, s.counselorId))
        .innerJoin(counselorUsers, eq(counselorUsers.id, counselors.userId))
        .leftJoin(uploads, eq(uploads.id, counselors.profileImageUploadId))
        .leftJoin(orders, eq(orders.id, s.orderId))
        .where(eq(s.id, sessionId));
      return row;
    },

    /** Inserts once per (session, side, clientId); a repeat returns the first, created false. */
    async insertMessage(values: {
      sessionId: number;
      senderType: SenderType;
      content: string;
      uploadId: string | null;
      clientId: string;
      createdAt: Date;
    }): Promise<{ id: number; created: boolean }> {
      const [inserted] = await db
        .insert(sessionMessages)
        .values(values)
        .onConflictDoNothing({
          target: [sessionMessages.sessionId, sessionMessages.senderType, sessionMessages.clientId],
        })
        .returning({ id: sessionMessages.id });
      if (inserted) return { id: inserted.id, created: true };
      const [first] = await db
        .select({ id: sessionMessages.id })
        .from(sessionMessages)
        .where(
          and(
            eq(sessionMessages.sessionId, values.sessionId),
            eq(sessionMessages.senderType, values.senderType),
            eq(sessionMessages.clientId, values.clientId),
          ),
        );
      if (!first) throw new Error('session message neither inserted nor found');
      return { id: first.id, created: false };
    },

    async findMessage(sessionId: number, id: number): Promise<MessageRow | undefined> {
      const [row] = await selectMessages().where(
        and(eq(sessionMessages.sessionId, sessionId), eq(sessionMessages.id, id)),
      );
      return row && toMessageRow(row);
    },

    /** Up to `limit` messages after `afterId`, oldest first. */
    async messagesAfter(sessionId: number, afterId: number, limit: number): Promise<MessageRow[]> {
      const rows = await selectMessages()
        .where(and(eq(sessionMessages.sessionId, sessionId), gt(sessionMessages.id, afterId)))
        .orderBy(asc(sessionMessages.id))
        .limit(limit);
      return rows.map(toMessageRow);
    },

    /** The `limit` newest messages before `beforeId` (null: the newest), newest first. */
    async messagesBefore(
      sessionId: number,
      beforeId: number | null,
      limit: number,
    ): Promise<MessageRow[]> {
      const rows = await selectMessages()
        .where(
          and(
            eq(sessionMessages.sessionId, sessionId),
            beforeId === null ? undefined : lt(sessionMessages.id, beforeId),
          ),
        )
        .orderBy(desc(sessionMessages.id))
        .limit(limit);
      return rows.map(toMessageRow);
    },

    /** Whether the two parties of a message's session include this user (private image access). */
    async isPartyOfMessageImage(uploadId: string, viewerUserId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: sessionMessages.id })
        .from(sessionMessages)
        .innerJoin(s, eq(s.id, sessionMessages.sessionId))
        .innerJoin(counselors, eq(counselors.id, s.counselorId))
        .where(
          and(
            eq(sessionMessages.uploadId, uploadId),
            sql`(${s.userId} = ${viewerUserId} or ${counselors.userId} = ${viewerUserId})`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Moves a side's read mark forward, never past the session's newest message; true when it
     * moved.
     */
    async markRead(sessionId: number, side: SenderType, lastMessageId: number): Promise<boolean> {
      const column = readColumn[side];
      const newest = sql`(select coalesce(max(${sessionMessages.id}), 0) from ${sessionMessages} where ${sessionMessages.sessionId} = ${sessionId})`;
      const target = sql`least(${lastMessageId}::int, ${newest})`;
      const moved = await db
        .update(s)
        .set(side === 'USER' ? { userReadId: target } : { counselorReadId: target })
        .where(and(eq(s.id, sessionId), sql`${column} < ${target}`))
        .returning({ id: s.id });
      return moved.length > 0;
    },

    async insertSignal(values: {
      sessionId: number;
      senderType: SenderType;
      kind: string;
      payload: unknown;
      createdAt: Date;
    }): Promise<number> {
      const [row] = await db
        .insert(sessionSignals)
        .values(values)
        .returning({ id: sessionSignals.id });
      if (!row) throw new Error('session signal insert returned no row');
      return row.id;
    },

    async findSignal(sessionId: number, id: number): Promise<SignalRow | undefined> {
      const [row] = await db
        .select()
        .from(sessionSignals)
        .where(and(eq(sessionSignals.sessionId, sessionId), eq(sessionSignals.id, id)));
      return row;
    },

    /** Signals one side sent after `afterId` and since `since`, oldest first. */
    async signalsAfter(
      sessionId: number,
      sender: SenderType,
      afterId: number,
      since: Date,
      limit: number,
    ): Promise<SignalRow[]> {
      return db
        .select()
        .from(sessionSignals)
        .where(
          and(
            eq(sessionSignals.sessionId, sessionId),
            eq(sessionSignals.senderType, sender),
            gt(sessionSignals.id, afterId),
            sql`${sessionSignals.createdAt} >= ${since.toISOString()}`,
          ),
        )
        .orderBy(asc(sessionSignals.id))
        .limit(limit);
    },

    /** The newest signal id of a side (where a fresh stream starts). */
    async newestSignalId(sessionId: number, sender: SenderType): Promise<number> {
      const [row] = await db
        .select({ id: sql<number>`coalesce(max(${sessionSignals.id}), 0)::int` })
        .from(sessionSignals)
        .where(and(eq(sessionSignals.sessionId, sessionId), eq(sessionSignals.senderType, sender)));
      return row?.id ?? 0;
    },

    async newestMessageId(sessionId: number): Promise<number> {
      const [row] = await db
        .select({ id: sql<number>`coalesce(max(${sessionMessages.id}), 0)::int` })
        .from(sessionMessages)
        .where(eq(sessionMessages.sessionId, sessionId));
      return row?.id ?? 0;
    },

    async deleteSignalsBefore(cutoff: Date): Promise<number> {
      const rows = await db
        .delete(sessionSignals)
        .where(sql`${sessionSignals.createdAt} < ${cutoff.toISOString()}`)
        .returning({ id: sessionSignals.id });
      return rows.length;
    },

    /** The presence lease: this side of these sessions had a live stream at `at`. */
    async touchSeen(side: SenderType, sessionIds: number[], at: Date): Promise<void> {
      if (sessionIds.length === 0) return;
      await db
        .update(s)
        .set(side === 'USER' ? { userSeenAt: at } : { counselorSeenAt: at })
        .where(inArray(s.id, sessionIds));
    },
  };
}

export type RoomRepository = ReturnType<typeof createRoomRepository>;
export type RoomRow = NonNullable<Awaited<ReturnType<RoomRepository['findRoom']>>>;
