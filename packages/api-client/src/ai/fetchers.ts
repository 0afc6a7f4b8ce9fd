import {
  type AiReadingStartRequest,
  aiCharacterDetailSchema,
  aiCharacterListSchema,
  aiReadingSchema,
  aiReadingStartSchema,
  aiReadingSummarySchema,
  aiSimpleTarotListSchema,
  aiSimpleTarotSchema,
  aiUsageSchema,
  cursorPageSchema,
} from '@arcana/domain';
import { countRequest } from '../auth/request-counter';
import { apiFetch } from '../http';

type CallOptions = { signal?: AbortSignal };

export function fetchAiCharacters(options: CallOptions = {}) {
  return apiFetch('/api/public/ai/characters', { schema: aiCharacterListSchema, ...options });
}

export function fetchAiCharacter(id: number, options: CallOptions = {}) {
  return apiFetch(`/api/public/ai/characters/${id}`, {
    schema: aiCharacterDetailSchema,
    ...options,
  });
}

export function fetchAiSimpleTarots(options: CallOptions = {}) {
  return apiFetch('/api/public/ai/simple-tarots', { schema: aiSimpleTarotListSchema, ...options });
}

export function fetchAiSimpleTarot(id: number, options: CallOptions = {}) {
  return apiFetch(`/api/public/ai/simple-tarots/${id}`, {
    schema: aiSimpleTarotSchema,
    ...options,
  });
}

/** Today's requests left; silent, the screens only show it as a hint. */
export function fetchAiUsage(options: CallOptions = {}) {
  return apiFetch('/api/public/ai/usage', { schema: aiUsageSchema, silent: true, ...options });
}

/**
 * POST /api/public/ai/readings. One reading is one request of the day (DESIGN "AI"), so a
 * drawn deck counts once in the SPEC §9 cookie that mirrors the server's count. Silent: the
 * screen shows the over-the-limit (429 DAILY_LIMIT) invitation itself.
 */
export async function startAiReading(request: AiReadingStartRequest) {
  const start = await apiFetch('/api/public/ai/readings', {
    method: 'POST',
    body: request,
    schema: aiReadingStartSchema,
    silent: true,
  });
  if (start.kind === 'DRAWN') countRequest();
  return start;
}

/** POST /api/public/ai/readings/{id}/picks: positions in the hidden order, one per place. */
export function pickAiReadingCards(readingId: number, positions: readonly number[]) {
  return apiFetch(`/api/public/ai/readings/${readingId}/picks`, {
    method: 'POST',
    body: { positions },
    schema: aiReadingSchema,
  });
}

export function fetchAiReading(id: number, options: CallOptions = {}) {
  return apiFetch(`/api/public/ai/readings/${id}`, { schema: aiReadingSchema, ...options });
}

/** A guest's reading kept by the user who just logged in (same anonymous cookie). */
export function keepAiReading(id: number) {
  return apiFetch(`/api/client/ai/readings/${id}/keep`, {
    method: 'POST',
    schema: aiReadingSchema,
    silent: true,
  });
}

export function fetchMyAiReadings(
  page: { limit: number; lastId?: number | undefined },
  options: CallOptions = {},
) {
  return apiFetch('/api/client/ai/readings', {
    query: { limit: page.limit, lastId: page.lastId },
    schema: cursorPageSchema(aiReadingSummarySchema),
    ...options,
  });
}

export function deleteAiReading(id: number) {
  return apiFetch(`/api/client/ai/readings/${id}`, { method: 'DELETE' });
}
