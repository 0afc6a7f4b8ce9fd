import type { Hono } from 'hono';
import { createMailSender } from '../../providers/mail/create-mail-sender';
import { createOutboxRepository } from '../accounts';
import type { ApplicationService } from '../applications';
import type { ContentService } from '../content';
import type { FeatureDeps } from '../feature-deps';
import type { OrderServices } from '../orders';
import type { SessionLifecycle } from '../sessions';
import { createClaimNotices } from './claim-notices';
import { adminRoutes } from './routes';

/** /api/admin: the operator's api (DESIGN "Admin"), used by `pnpm admin`. */
export function mountAdmin(
  app: Hono,
  deps: FeatureDeps & {
    orders: OrderServices;
    lifecycle: SessionLifecycle;
    applications: ApplicationService;
    content: ContentService;
  },
) {
  const { db, env, logger, notifier, providers, loginSessions } = deps;
  const { orders, lifecycle, applications, content } = deps;
  // A guest's inquiry is answered by e-mail: the dev outbox unless MAIL_PROVIDER says SMTP.
  const mail = providers.mail ?? createMailSender(env.mail, createOutboxRepository(db));
  const claimNotices = createClaimNotices({ notifier, mail, logger });
  app.route(
    '/api/admin',
    adminRoutes({ loginSessions, orders, lifecycle, applications, content, claimNotices }),
  );
}
