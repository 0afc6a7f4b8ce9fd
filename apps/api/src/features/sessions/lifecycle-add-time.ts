import { addTimePrice, type CreatedOrder } from '@arcana/domain';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { OrderServices } from '../orders';
import { createLifecycleRepository } from './lifecycle-repository';
import { lifecycleMessages as m } from './messages';

// DESIGN "Session lifecycle", add time: the user of a timed IN_PROGRESS session buys 10 more
// minutes at the original order's per-minute price (addTimePrice). Orders opens the order;
// its payment calls onPaid, which extends the session under its lock (or refunds the order
// when the session ended meanwhile: ADD_TIME_LATE).

export function createAddTime(deps: {
  db: AppDb;
  orders: Pick<OrderServices, 'createAddTimeOrder'>;
}) {
  const refused = () => new AppError(409, 'ADD_TIME_NOT_ALLOWED', m.addTimeNotAllowed);

  return async function addTime(
    sessionId: number,
    userId: number,
    points: number,
  ): Promise<CreatedOrder> {
    const repository = createLifecycleRepository(deps.db);
    const session = await repository.find(sessionId);
    if (!session || session.userId !== userId) throw AppError.notFound(m.sessionNotFound);
    if (
      session.status !== 'IN_PROGRESS' ||
      session.durationSeconds === null ||
      session.orderId === null
    ) {
      throw refused();
    }
    const original = await repository.originalOrder(session.orderId);
    if (!original || original.productId === null || !original.durationMinutes) throw refused();
    const price = addTimePrice({
      price: original.price,
      durationMinutes: original.durationMinutes,
    });
    if (price === null) throw refused();
    return deps.orders.createAddTimeOrder({
      userId,
      sessionId,
      productId: original.productId,
      price,
      points,
    });
  };
}
