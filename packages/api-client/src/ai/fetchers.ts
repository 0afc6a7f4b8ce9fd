import {
  aiCharacterDetailSchema,
  aiCharacterListSchema,
  aiReadingSchema,
  aiReadingSummarySchema,
  aiSimpleTarotListSchema,
  aiSimpleTarotSchema,
  aiUsageSchema,
  cursorPageSchema,
} from '@arcana/domain';
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

export function fetchAiReading(id: number, options: CallOptions = {}) {
  return apiFetch(`/api/public/ai/readings/${id}`, { schema: aiReadingSchema, ...options });
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
