import type { Hono } from 'hono';
import type { FeatureDeps } from '../feature-deps';
import type { OrderServices } from '../orders';
import type { SessionLifecycle } from '../sessions';

/** /api/admin: the operator's api (DESIGN "Admin"), used by `pnpm admin`. */
export function mountAdmin(
  _app: Hono,
  _deps: FeatureDeps & { orders: OrderServices; lifecycle: SessionLifecycle },
) {}
