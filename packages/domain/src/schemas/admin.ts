// The operator's api (/api/admin, DESIGN "Admin") as `pnpm admin` reads it: orders with their
// payment and refunds, a refund, points granted. Later issues add approvals and content.
import * as v from 'valibot';
import { isoDateTimeSchema } from './common';
import { orderSchema } from './counseling';

const won = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** GET /api/admin/orders/{orderId}: the order as its buyer sees it, and what stands behind it. */
export const adminOrderSchema = v.object({
  order: orderSchema,
  userId: v.number(),
  payment: v.nullable(
    v.object({
      provider: v.string(),
      paymentKey: v.string(),
      amount: won,
      /** The provider's status (DONE, CANCELED, PARTIAL_CANCELED, ABORTED, EXPIRED). */
      status: v.string(),
      method: v.nullable(v.string()),
      approvedAt: v.nullable(isoDateTimeSchema),
    }),
  ),
  refunds: v.array(
    v.object({
      amount: won,
      points: won,
      reason: v.string(),
      /** REQUESTED (the provider's cancel under way or to retry), DONE or FAILED. */
      status: v.string(),
      createdAt: isoDateTimeSchema,
      doneAt: v.nullable(isoDateTimeSchema),
    }),
  ),
});
export type AdminOrder = v.InferOutput<typeof adminOrderSchema>;

/** POST /api/admin/orders/{orderId}/refund: the reason the buyer is told (optional). */
export const adminRefundRequestSchema = v.object({
  reason: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, '환불 사유를 입력해 주세요.'),
      v.maxLength(200, '환불 사유는 200자까지 쓸 수 있어요.'),
    ),
  ),
});
export type AdminRefundRequest = v.InferOutput<typeof adminRefundRequestSchema>;

export const ADMIN_POINTS_MAX = 1_000_000;

/** POST /api/admin/users/{id}/points: a grant (negative: a correction), with a memo. */
export const adminGrantPointsRequestSchema = v.object({
  amount: v.pipe(
    v.number('포인트는 숫자로 보내 주세요.'),
    v.safeInteger('포인트는 정수로 보내 주세요.'),
    v.minValue(-ADMIN_POINTS_MAX, '포인트는 -1,000,000 이상이어야 해요.'),
    v.maxValue(ADMIN_POINTS_MAX, '포인트는 1,000,000 이하여야 해요.'),
    v.check((amount) => amount !== 0, '0포인트는 지급할 수 없어요.'),
  ),
  memo: v.optional(v.pipe(v.string(), v.maxLength(200, '메모는 200자까지 쓸 수 있어요.')), ''),
});
export type AdminGrantPointsRequest = v.InferOutput<typeof adminGrantPointsRequestSchema>;

export const adminPointsSchema = v.object({ userId: v.number(), balance: won });
export type AdminPoints = v.InferOutput<typeof adminPointsSchema>;
