import type { Hono } from 'hono';
import type { FeatureDeps } from '../feature-deps';

// SPEC §7 reads of sessions: GET /api/client/counseling/sessions/{id} (detail), /me?start=&end=
// (상담 내역), GET /api/client/counselor/sessions (paged) and /counselor/sessions/count.
export function mountSessionReads(_app: Hono, _deps: FeatureDeps): void {}
