import type { ClientNote } from '@arcana/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { counselorClientNotes } from '../counselor-office';
import { counselingSessions } from './tables';

// A counselor's private note about one client (issue 11): only about a user who had a session
// with it (any session, cancelled ones too), only ever read by that counselor — in its back
// office and in the room (RoomState.clientNote, the COUNSELOR side only).

export const clientNoteMessages = {
  clientNotFound: '상담한 적이 있는 고객의 메모만 볼 수 있어요.',
} as const;

const notFound = () => AppError.notFound(clientNoteMessages.clientNotFound);

function toClientNote(
  userId: number,
  row: { text: string; updatedAt: Date } | undefined,
): ClientNote {
  return { userId, text: row?.text ?? '', updatedAt: row?.updatedAt.toISOString() ?? null };
}

export function createClientNotes(db: AppDb) {
  async function hadSession(counselorId: number, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: counselingSessions.id })
      .from(counselingSessions)
      .where(
        and(eq(counselingSessions.counselorId, counselorId), eq(counselingSessions.userId, userId)),
      )
      .limit(1);
    return row !== undefined;
  }

  /** The note as stored (an empty one before anything was written); no session check. */
  async function noteOf(counselorId: number, userId: number): Promise<ClientNote> {
    const [row] = await db
      .select({ text: counselorClientNotes.text, updatedAt: counselorClientNotes.updatedAt })
      .from(counselorClientNotes)
      .where(
        and(
          eq(counselorClientNotes.counselorId, counselorId),
          eq(counselorClientNotes.userId, userId),
        ),
      );
    return toClientNote(userId, row);
  }

  return {
    noteOf,

    /** GET …/clients/{userId}/note: 404 unless the user had a session with the counselor. */
    async read(counselorId: number, userId: number): Promise<ClientNote> {
      if (!(await hadSession(counselorId, userId))) throw notFound();
      return noteOf(counselorId, userId);
    },

    /** PUT …/clients/{userId}/note: the whole text; an empty text keeps an empty note. */
    async write(counselorId: number, userId: number, text: string, at: Date): Promise<ClientNote> {
      if (!(await hadSession(counselorId, userId))) throw notFound();
      const [row] = await db
        .insert(counselorClientNotes)
        .values({ counselorId, userId, text, updatedAt: at })
        .onConflictDoUpdate({
          target: [counselorClientNotes.counselorId, counselorClientNotes.userId],
          set: { text: sql`excluded.text`, updatedAt: sql`excluded.updated_at` },
        })
        .returning({ text: counselorClientNotes.text, updatedAt: counselorClientNotes.updatedAt });
      return toClientNote(userId, row);
    },
  };
}

export type ClientNotes = ReturnType<typeof createClientNotes>;
