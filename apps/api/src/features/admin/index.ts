import type { Hono } from 'hono';
import type { ApplicationService } from '../applications';
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
    applications,
  }: FeatureDeps & {
    orders: OrderServices;
    lifecycle: SessionLifecycle;
    applications: ApplicationService;
  },
) {
  app.route('/api/admin', adminRoutes({ loginSessions, orders, lifecycle, applications }));
}
