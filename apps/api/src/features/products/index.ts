import type { Hono } from 'hono';
import type { CounselorServices } from '../counselors';
import type { FeatureDeps } from '../feature-deps';

/** Public products (lists, detail) and what other features read of them. */
export function mountProducts(_app: Hono, _deps: FeatureDeps & { counselors: CounselorServices }) {}

export { drawnProductImage, productImageUri } from './images';
export { productImages, products } from './tables';
