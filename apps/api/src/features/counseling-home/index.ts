import type { Hono } from 'hono';
import type { FeatureDeps } from '../feature-deps';

/** GET /api/public/counseling/home: the 상담 home in one request. */
export function mountCounselingHome(_app: Hono, _deps: FeatureDeps) {}
