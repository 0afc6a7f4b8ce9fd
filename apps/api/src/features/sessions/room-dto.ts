import {
  type RoomSignal,
  SENDER_TYPES,
  type SenderType,
  type SessionMessage,
  SIGNAL_KINDS,
} from '@arcana/domain';
import type { MessageRow, SignalRow } from './room-repository';

// Rows of the room as the api answers them (domain sessionMessageSchema, roomSignalSchema).

function pick<T extends string>(values: readonly T[], value: string, column: string): T {
  const found = values.find((candidate) => candidate === value);
  if (!found) throw new Error(`${column} holds an unknown value: ${value}`);
  return found;
}

export function toMessageDto(row: MessageRow): SessionMessage {
  return {
    id: row.id,
    senderType: pick(SENDER_TYPES, row.senderType, 'session_messages.sender_type'),
    content: row.content,
    // A PRIVATE upload's URLs are the authenticated /api/client/files ones.
    image: row.image
      ? {
          url: row.image.fileUri,
          thumbnailUrl: row.image.thumbUri360,
          width: row.image.width,
          height: row.image.height,
        }
      : null,
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toSignalDto(row: SignalRow): RoomSignal {
  return {
    id: row.id,
    senderType: pick(SENDER_TYPES, row.senderType, 'session_signals.sender_type'),
    kind: pick(SIGNAL_KINDS, row.kind, 'session_signals.kind'),
    payload: row.payload,
  };
}

export const otherSide = (side: SenderType): SenderType => (side === 'USER' ? 'COUNSELOR' : 'USER');
