import {
  type AdminOrder,
  adminGrantPointsRequestSchema,
  adminOrderSchema,
  adminPointsSchema,
  adminRefundRequestSchema,
  sessionSchema,
} from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { AppError } from '../../lib/app-error';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import {
  type AccessTokenCheck,
  type AuthEnv,
  requireLogin,
  requireRole,
} from '../../middleware/auth';
import type { ApplicationService } from '../applications';
import type { ContentService } from '../content';
import type { OrderServices } from '../orders';
import type { SessionLifecycle } from '../sessions';
import type { ClaimNotices } from './claim-notices';
import { adminMessages as m } from './messages';
import { pathParameter, serialId, tags } from './route-parts';
import { applicationAdminRoutes } from './routes-applications';
import { claimAdminRoutes } from './routes-claims';
import {
  eventAdminRoutes,
  faqAdminRoutes,
  faqCategoryAdminRoutes,
  noticeAdminRoutes,
} from './routes-content';
import { pageAdminRoutes, routeRuleAdminRoutes } from './routes-content-pages';

const ORDER_ID = /^[A-Za-z0-9_-]{6,64}$/;

function orderIdOf(value: string): string {
  if (!ORDER_ID.test(value)) throw AppError.notFound(m.orderNotFound);
  return value;
}

export type AdminDeps = {
  loginSessions: AccessTokenCheck;
  orders: OrderServices;
  lifecycle: SessionLifecycle;
  applications: ApplicationService;
  content: ContentService;
  claimNotices: ClaimNotices;
};

/**
 * /api/admin: a login and the ADMIN role for every route (app.ts's login check covers only
 * /api/client, so this sub-app carries its own).
 */
export function adminRoutes(deps: AdminDeps) {
  const { loginSessions, orders, lifecycle, applications, content } = deps;
  async function orderView(orderId: string): Promise<AdminOrder> {
    const found = await orders.adminView(orderIdOf(orderId));
    if (!found) throw AppError.notFound(m.orderNotFound);
    const { payment } = found;
    return {
      order: found.order,
      userId: found.userId,
      payment: payment && {
        provider: payment.provider,
        paymentKey: payment.paymentKey,
        amount: payment.amount,
        status: payment.status,
        method: payment.method,
        approvedAt: payment.approvedAt?.toISOString() ?? null,
      },
      refunds: found.refunds.map((refund) => ({
        amount: refund.amount,
        points: refund.points,
        reason: refund.reason,
        status: refund.status,
        createdAt: refund.createdAt.toISOString(),
        doneAt: refund.doneAt?.toISOString() ?? null,
      })),
    };
  }

  return new Hono<AuthEnv>()
    .use(requireLogin(loginSessions), requireRole('ADMIN'))
    .get(
      '/orders/:orderId',
      describeRoute({
        operationId: 'adminGetOrder',
        summary: 'An order with its payment and refunds',
        tags,
        parameters: [pathParameter('orderId')],
        responses: {
          200: answer('The order', adminOrderSchema),
          404: errorAnswer('No such order'),
        },
      }),
      async (c) => c.json(await orderView(c.req.param('orderId'))),
    )
    .post(
      '/orders/:orderId/refund',
      describeRoute({
        operationId: 'adminRefundOrder',
        summary:
          'Refund what is left of a paid order (money through the provider, points as points); once',
        tags,
        parameters: [pathParameter('orderId')],
        responses: {
          200: answer('The order after the refund', adminOrderSchema),
          400: errorAnswer('A bad reason (VALIDATION_FAILED)'),
          404: errorAnswer('No such order'),
          409: errorAnswer('Never paid (NOT_PAID)'),
        },
      }),
      validate('json', adminRefundRequestSchema),
      async (c) => {
        const orderId = orderIdOf(c.req.param('orderId'));
        const found = await orders.adminView(orderId);
        if (!found) throw AppError.notFound(m.orderNotFound);
        if (found.order.paidAt === null) throw new AppError(409, 'NOT_PAID', m.nothingToRefund);
        const reason = c.req.valid('json').reason ?? m.refundReason;
        await orders.refundInFull(found.orderRowId, { cause: 'OPERATOR', reason });
        // A refunded order's session may not go on unpaid: an open one is the operator's
        // cancel (CANCELLED, both told); its own refund then finds nothing left.
        if (found.order.sessionId !== null) {
          await lifecycle.cancelByOperator(found.order.sessionId).catch((error: unknown) => {
            const notOpen = error instanceof AppError && [404, 409].includes(error.status);
            if (!notOpen) throw error;
          });
        }
        return c.json(await orderView(orderId));
      },
    )
    .post(
      '/sessions/:id/cancel',
      describeRoute({
        operationId: 'adminCancelSession',
        summary: 'The operator cancels an open session: CANCELLED, full refund, both told',
        tags,
        parameters: [pathParameter('id')],
        responses: {
          200: answer('The cancelled session', sessionSchema),
          404: errorAnswer('No such session'),
          409: errorAnswer('The session is not open (CONFLICT)'),
        },
      }),
      async (c) =>
        c.json(await lifecycle.cancelByOperator(serialId(c.req.param('id'), m.sessionNotFound))),
    )
    .post(
      '/payments/:orderId/void',
      describeRoute({
        operationId: 'adminVoidPayment',
        summary:
          'Sandbox only: void a paid order’s payment as the provider would, then the webhook path',
        tags,
        parameters: [pathParameter('orderId')],
        responses: {
          200: answer('The order after the void', adminOrderSchema),
          404: errorAnswer('No such order'),
          409: errorAnswer('Not paid (NOT_PAID), or the provider is not the sandbox (NOT_SANDBOX)'),
        },
      }),
      async (c) => {
        const orderId = orderIdOf(c.req.param('orderId'));
        await orders.voidSandboxPayment(orderId);
        return c.json(await orderView(orderId));
      },
    )
    .post(
      '/users/:id/points',
      describeRoute({
        operationId: 'adminGrantPoints',
        summary: 'Grant points to a user (negative: take back), with a memo',
        tags,
        parameters: [pathParameter('id')],
        responses: {
          200: answer('The balance after it', adminPointsSchema),
          400: errorAnswer('A bad amount or memo (VALIDATION_FAILED)'),
          404: errorAnswer('No such user'),
          409: errorAnswer('The balance would go below 0 (NOT_ENOUGH_POINTS)'),
        },
      }),
      validate('json', adminGrantPointsRequestSchema),
      async (c) => {
        const userId = serialId(c.req.param('id'), m.userNotFound);
        const { amount, memo } = c.req.valid('json');
        const { balance } = await orders.grantPoints(userId, amount, memo || m.grantMemo);
        return c.json({ userId, balance });
      },
    )
    .route('/counselor-applications', applicationAdminRoutes(applications))
    .route('/notices', noticeAdminRoutes(content))
    .route('/events', eventAdminRoutes(content))
    .route('/faq-categories', faqCategoryAdminRoutes(content))
    .route('/faqs', faqAdminRoutes(content))
    .route('/pages', pageAdminRoutes(content))
    .route('/route-rules', routeRuleAdminRoutes(content))
    .route('/claims', claimAdminRoutes(content, deps.claimNotices));
}
