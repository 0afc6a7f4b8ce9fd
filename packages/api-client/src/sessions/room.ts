// Session room calls (issue 10): the room's state, its messages, read marks, typing, entering,
// leaving and completing, the PRIVATE image upload of a chat message and the room stream path.
// Signaling and ICE servers are in webrtc.ts; add-time orders in orders.
import {
  type EnterRoomRequest,
  roomStateSchema,
  type SenderType,
  type SendMessageRequest,
  sessionMessagePageSchema,
  sessionMessageSchema,
  uploadResponseSchema,
} from '@arcana/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiFetch, buildUrl } from '../http';

type CallOptions = { signal?: AbortSignal };

/** Messages per page of the room's history (the api allows 1–100, default 30). */
export const ROOM_MESSAGE_PAGE_SIZE = 30;

function sessionPath(sessionId: number): string {
  return `/api/client/counseling/sessions/${sessionId}`;
}

/** GET …/{id}/room → RoomState; silent: the room draws its own not-found and error states. */
export function fetchRoom(sessionId: number, options: CallOptions = {}) {
  return apiFetch(`${sessionPath(sessionId)}/room`, {
    schema: roomStateSchema,
    silent: true,
    ...options,
  });
}

export type RoomMessageCursor = { before?: number; after?: number; limit?: number };

/** GET …/{id}/messages?before=&after=&limit= → a page, oldest first. */
export function fetchRoomMessages(
  sessionId: number,
  cursor: RoomMessageCursor = {},
  options: CallOptions = {},
) {
  return apiFetch(`${sessionPath(sessionId)}/messages`, {
    query: { before: cursor.before, after: cursor.after, limit: cursor.limit },
    schema: sessionMessagePageSchema,
    silent: true,
    ...options,
  });
}

/** POST …/{id}/messages → the stored message (the first one again for a repeated clientId). */
export function sendRoomMessage(sessionId: number, body: SendMessageRequest) {
  return apiFetch(`${sessionPath(sessionId)}/messages`, {
    method: 'POST',
    body,
    schema: sessionMessageSchema,
    silent: true,
  });
}

/** POST …/{id}/read { lastMessageId } → 204 (the mark only moves forward). */
export async function markRoomRead(sessionId: number, lastMessageId: number) {
  await apiFetch(`${sessionPath(sessionId)}/read`, {
    method: 'POST',
    body: { lastMessageId },
    silent: true,
  });
}

/** POST …/{id}/typing { typing } → 204; best effort, never toasted. */
export async function sendRoomTyping(sessionId: number, typing: boolean) {
  await apiFetch(`${sessionPath(sessionId)}/typing`, {
    method: 'POST',
    body: { typing },
    silent: true,
  });
}

function sidePath(side: SenderType): string {
  return side === 'COUNSELOR' ? 'counselor' : 'user';
}

/** PATCH …/{id}/user/enter (optionally sharing a reading, with consent) or …/counselor/enter. */
export function enterRoom(sessionId: number, side: SenderType, body?: EnterRoomRequest) {
  return apiFetch(`${sessionPath(sessionId)}/${sidePath(side)}/enter`, {
    method: 'PATCH',
    ...(side === 'USER' && body ? { body } : {}),
    schema: roomStateSchema,
  });
}

/** PATCH …/{id}/user/exit or …/counselor/exit → RoomState (presence only). */
export function exitRoom(sessionId: number, side: SenderType) {
  return apiFetch(`${sessionPath(sessionId)}/${sidePath(side)}/exit`, {
    method: 'PATCH',
    schema: roomStateSchema,
  });
}

/** PATCH …/{id}/complete → RoomState (either party, while IN_PROGRESS). */
export function completeSession(sessionId: number) {
  return apiFetch(`${sessionPath(sessionId)}/complete`, {
    method: 'PATCH',
    schema: roomStateSchema,
  });
}

/** POST /api/client/uploads as a PRIVATE file (attached by the message that carries it). */
export function uploadRoomImage(file: Blob, fileName?: string) {
  const form = new FormData();
  if (fileName === undefined) form.append('file', file);
  else form.append('file', file, fileName);
  form.append('visibility', 'PRIVATE');
  return apiFetch('/api/client/uploads', {
    method: 'POST',
    form,
    schema: uploadResponseSchema,
    silent: true,
  });
}

export type RoomStreamResume = { lastEventId?: number | null; lastSignalId?: number | null };

/**
 * The room stream (SSE, reads the accessToken cookie): ?senderType= and, to resume,
 * &lastEventId= (the last message id) and &lastSignalId= (the last signal id).
 */
export function roomStreamUrl(
  sessionId: number,
  senderType: SenderType,
  resume: RoomStreamResume = {},
): string {
  return buildUrl(`/api/client/sse/counseling/sessions/${sessionId}`, {
    senderType,
    lastEventId: resume.lastEventId,
    lastSignalId: resume.lastSignalId,
  });
}

export const roomQueries = {
  all: () => ['sessions', 'room'] as const,
  of: (sessionId: number) => [...roomQueries.all(), sessionId] as const,
  /** The room's state; the room stream's ready/state events write here with setQueryData. */
  state: (sessionId: number) =>
    queryOptions({
      queryKey: [...roomQueries.of(sessionId), 'state'] as const,
      queryFn: ({ signal }) => fetchRoom(sessionId, { signal }),
    }),
  /** The history, paged upward: each next page is older (before = the oldest id held). */
  messages: (sessionId: number) =>
    infiniteQueryOptions({
      queryKey: [...roomQueries.of(sessionId), 'messages'] as const,
      queryFn: ({ pageParam, signal }) =>
        fetchRoomMessages(
          sessionId,
          {
            limit: ROOM_MESSAGE_PAGE_SIZE,
            ...(pageParam === undefined ? {} : { before: pageParam }),
          },
          { signal },
        ),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (page): number | undefined =>
        page.hasMore ? page.items[0]?.id : undefined,
    }),
};

/**
 * The BroadcastChannel on which an added time's payment pages announce how it ended (besides
 * posting to window.opener, which a Cross-Origin-Opener-Policy on the way may cut off); the
 * room listens to both and matches its own order id. The message is addTimeMessage's.
 */
export const ADD_TIME_CHANNEL = 'arcana:add-time';
