import {
  aiCharacterListSchema,
  aiChatListSchema,
  aiChatMessageSchema,
  aiFavoriteStateSchema,
  aiReviewSchema,
  cursorPageSchema,
} from '@arcana/domain';
import { apiFetch } from '../http';

// Reviews and favourites of AI characters, and the chats with them (contract of issue 8,
// domain schemas/ai.ts). The chat's streamed send lives in chat-stream.ts.

export type IdCursor = { limit?: number; lastId?: number | null };
type CallOptions = { signal?: AbortSignal };

const reviewPageSchema = cursorPageSchema(aiReviewSchema);
const chatMessagePageSchema = cursorPageSchema(aiChatMessageSchema);

export function fetchCharacterReviews(
  characterId: number,
  cursor: IdCursor = {},
  options: CallOptions = {},
) {
  return apiFetch(`/api/public/ai/characters/${characterId}/reviews`, {
    ...options,
    query: cursor,
    schema: reviewPageSchema,
  });
}

export function saveCharacterReview(
  characterId: number,
  body: { rating: number; content: string },
) {
  return apiFetch(`/api/client/ai/characters/${characterId}/review`, {
    method: 'PUT',
    body,
    schema: aiReviewSchema,
  });
}

export async function deleteCharacterReview(characterId: number): Promise<void> {
  await apiFetch(`/api/client/ai/characters/${characterId}/review`, { method: 'DELETE' });
}

export function fetchMyReviews(cursor: IdCursor = {}, options: CallOptions = {}) {
  return apiFetch('/api/client/ai/reviews', {
    ...options,
    query: cursor,
    schema: reviewPageSchema,
  });
}

export function fetchFavoriteCharacters(options: CallOptions = {}) {
  return apiFetch('/api/client/ai/favorites', { ...options, schema: aiCharacterListSchema });
}

export function fetchFavoriteState(characterId: number, options: CallOptions = {}) {
  return apiFetch(`/api/client/ai/favorites/${characterId}`, {
    ...options,
    schema: aiFavoriteStateSchema,
  });
}

/** PUT marks the character a favourite, DELETE unmarks it; both answer the new state. */
export function setFavorite(characterId: number, favorite: boolean) {
  return apiFetch(`/api/client/ai/favorites/${characterId}`, {
    method: favorite ? 'PUT' : 'DELETE',
    schema: aiFavoriteStateSchema,
  });
}

export function fetchChats(options: CallOptions = {}) {
  return apiFetch('/api/client/ai/chats', { ...options, schema: aiChatListSchema });
}

/** Newest first; `lastId` = older than it. */
export function fetchChatMessages(
  characterId: number,
  cursor: IdCursor = {},
  options: CallOptions = {},
) {
  return apiFetch(`/api/client/ai/chats/${characterId}/messages`, {
    ...options,
    query: cursor,
    schema: chatMessagePageSchema,
  });
}

export async function clearChat(characterId: number): Promise<void> {
  await apiFetch(`/api/client/ai/chats/${characterId}`, { method: 'DELETE' });
}
