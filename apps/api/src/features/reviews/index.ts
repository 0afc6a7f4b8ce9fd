import type { Hono } from 'hono';
import type { FeatureDeps } from '../feature-deps';

/** Public counseling reviews (lists, detail). */
export function mountReviews(_app: Hono, _deps: FeatureDeps) {}

export { counselingReviews } from './tables';
