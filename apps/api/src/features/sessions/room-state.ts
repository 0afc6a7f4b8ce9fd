import {
  addTimePrice,
  CLOCK_PAUSE_REASONS,
  ENTRY_OPENS_BEFORE_MS,
  PRESENCE_GRACE_MS,
  type RoomPresence,
  type RoomState,
  SESSION_END_REASONS,
  type SenderType,
  type SharedReadingInRoom,
  TAROT_SPREADS,
} from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { readingForShare, toReadingCards } from '../ai';
import { toCounselorBrief } from '../counselors';
import { createClientNotes } from './client-notes';
import { roomMessages as m } from './room-messages';
import { createRoomRepository, type RoomRow } from './room-repository';
import { toSessionDto } from './session-dto';

// RoomState (domain roomStateSchema): what GET …/room answers, the room stream's `ready` and
// `state` events, and what the lifecycle's enter/exit/complete answer.

export type RoomStates = { of(sessionId: number, side: SenderType): Promise<RoomState> };

const OPEN_ROOM = ['PREPARING', 'IN_PROGRESS'];

export function createRoomStates(db: AppDb, now: Clock): RoomStates {
  const rooms = createRoomRepository(db);
  const notes = createClientNotes(db);
  return {
    async of(sessionId, side) {
      const row = await rooms.findRoom(sessionId);
      if (!row) throw AppError.notFound(m.sessionNotFound);
      const state = toRoomState(row, side, now(), await sharedReadingOf(db, row));
      if (side !== 'COUNSELOR') return state;
      // The counselor's private note about this client; the user's state never carries it.
      const { counselorId, userId } = row.session;
      return { ...state, clientNote: await notes.noteOf(counselorId, userId) };
    },
  };
}

function presenceOf(
  enteredAt: Date | null,
  inRoom: boolean,
  seenAt: Date | null,
  at: Date,
): RoomPresence {
  const connected = seenAt !== null && at.getTime() - seenAt.getTime() < PRESENCE_GRACE_MS;
  return { entered: enteredAt !== null, inRoom, connected };
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((candidate) => candidate === value) ?? null;

/** Pure: the state of a room row for one side at one moment. */
export function toRoomState(
  row: RoomRow,
  me: SenderType,
  at: Date,
  sharedReading: SharedReadingInRoom | null,
): RoomState {
  const { session } = row;
  const status = session.status;
  const open = OPEN_ROOM.includes(status);
  const mineInRoom = me === 'USER' ? session.userInRoom : session.counselorInRoom;
  const entryOpensAt = session.startTime
    ? new Date(session.startTime.getTime() - ENTRY_OPENS_BEFORE_MS)
    : null;
  const entryOpen =
    status === 'SCHEDULED' && entryOpensAt !== null && at.getTime() >= entryOpensAt.getTime();
  const timed = session.durationSeconds !== null;
  const price =
    me === 'USER' && status === 'IN_PROGRESS' && timed ? addTimePriceOf(row.order) : null;
  return {
    session: toSessionDto(row),
    me,
    counselor: toCounselorBrief(row.counselor),
    clock: {
      paidSeconds: session.durationSeconds,
      billedSeconds: session.billedSeconds,
      runningSince: session.clockRunningSince?.toISOString() ?? null,
      pausedReason: oneOf(CLOCK_PAUSE_REASONS, session.clockPausedReason),
      serverNow: at.toISOString(),
    },
    presence: {
      USER: presenceOf(session.userEnteredAt, session.userInRoom, session.userSeenAt, at),
      COUNSELOR: presenceOf(
        session.counselorEnteredAt,
        session.counselorInRoom,
        session.counselorSeenAt,
        at,
      ),
    },
    reads: { USER: session.userReadId, COUNSELOR: session.counselorReadId },
    sharedReading,
    endReason: oneOf(SESSION_END_REASONS, session.endReason),
    entryOpensAt: entryOpensAt?.toISOString() ?? null,
    can: {
      enter: entryOpen || (open && !mineInRoom),
      exit: open && mineInRoom,
      complete: status === 'IN_PROGRESS',
      addTime: price !== null,
    },
    addTimePrice: price,
  };
}

// The original order's price for its minutes; a seeded session without an order has none.
function addTimePriceOf(order: RoomRow['order']): number | null {
  if (!order || order.durationMinutes === null || order.durationMinutes <= 0) return null;
  return addTimePrice({ price: order.price, durationMinutes: order.durationMinutes });
}

/**
 * The reading the user chose to show, read through the ai feature. Only the two parties ever
 * get a RoomState, and the user sees what they shared, so both sides get the same value.
 */
async function sharedReadingOf(db: AppDb, row: RoomRow): Promise<SharedReadingInRoom | null> {
  const { sharedReadingId, sharedReadingAt, userId } = row.session;
  if (sharedReadingId === null || sharedReadingAt === null) return null;
  const reading = await readingForShare(db, sharedReadingId, userId);
  if (!reading) return null;
  const cards = await toReadingCards(db, reading.spread, reading.cards);
  return {
    id: reading.readingId,
    characterName: reading.character.name,
    spreadName: TAROT_SPREADS[reading.spread].nameKo,
    question: reading.question,
    cards: cards.map((card) => ({
      name: card.card.nameKo,
      reversed: card.reversed,
      position: card.positionName,
    })),
    answer: reading.answer,
    createdAt: reading.completedAt.toISOString(),
    sharedAt: sharedReadingAt.toISOString(),
  };
}
