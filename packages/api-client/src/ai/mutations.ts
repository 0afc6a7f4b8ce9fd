import { type AiReadingStartRequest, aiReadingSchema, aiReadingStartSchema } from '@arcana/domain';
import { countRequest } from '../auth/request-counter';
import { apiFetch } from '../http';

// The calls that change a reading, apart from the reads in fetchers.ts: route loaders import the
// reads into the first page's bundle, and the request counter (with its Seoul calendar) must not
// come along with them (DESIGN "Budgets").

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

/** A guest's reading kept by the user who just logged in (same anonymous cookie). */
export function keepAiReading(id: number) {
  return apiFetch(`/api/client/ai/readings/${id}/keep`, {
    method: 'POST',
    schema: aiReadingSchema,
    silent: true,
  });
}

export function deleteAiReading(id: number) {
  return apiFetch(`/api/client/ai/readings/${id}`, { method: 'DELETE' });
}
