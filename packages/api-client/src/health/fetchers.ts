import { healthResponseSchema } from '@arcana/domain';
import { apiFetch } from '../http';

/** GET /api/health: liveness and which database the api runs on. */
export function fetchHealth(signal?: AbortSignal) {
  return apiFetch('/api/health', { schema: healthResponseSchema, signal, silent: true });
}
