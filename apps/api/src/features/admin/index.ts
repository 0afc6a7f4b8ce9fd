import type { Hono } from 'hono';
import type { FeatureDeps } from '../feature-deps';
import type { OrderServices } from '../orders';
import type { SessionLifecycle } from '../sessions';
import { adminRoutes } from './routes';

/** /api/admin: the operator's api (DESIGN "Admin"), used by `pnpm admin`. */
export function mountAdmin(
  app: Hono,
  {
    loginSessions,
    orders,
    lifecycle,
  }: FeatureDeps & { orders: OrderServices; lifecycle: SessionLifecycle },
) {
  app.route('/api/admin', adminRoutes({ loginSessions, orders, lifecycle }));
}
