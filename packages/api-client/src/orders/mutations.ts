import type { CreateOrderRequest } from '@arcana/domain';
import { mutationOptions } from '@tanstack/react-query';
import { meQueries } from '../auth/me-queries';
import { cancelMySession, createAddTimeOrder, createOrder, updateSpendingLimit } from './fetchers';
import { orderQueries } from './queries';

export const orderMutations = {
  /**
   * A points-only order is paid at once, so the balance (on ['me']) and the limit change now;
   * any other order changes them at the confirm, which the success page follows with the same.
   */
  create: () =>
    mutationOptions({
      mutationKey: [...orderQueries.all(), 'create'],
      mutationFn: (request: CreateOrderRequest) => createOrder(request),
      onSuccess: (created, _request, _result, { client }) => {
        client.setQueryData(orderQueries.detail(created.order.orderId).queryKey, created.order);
        if (created.checkout.kind === 'NONE') {
          void client.invalidateQueries({ queryKey: meQueries.all() });
        }
      },
    }),
  /**
   * 10 more minutes of a session in progress (the room). Paid with points alone it is added
   * already (checkout NONE): the balance changes now; otherwise the popup's confirm changes it.
   */
  addTime: () =>
    mutationOptions({
      mutationKey: [...orderQueries.all(), 'add-time'],
      mutationFn: ({ sessionId, points }: { sessionId: number; points: number }) =>
        createAddTimeOrder(sessionId, { points }),
      onSuccess: (created, _request, _result, { client }) => {
        client.setQueryData(orderQueries.detail(created.order.orderId).queryKey, created.order);
        if (created.checkout.kind === 'NONE') {
          void client.invalidateQueries({ queryKey: meQueries.all() });
        }
      },
    }),
  updateSpendingLimit: () =>
    mutationOptions({
      mutationKey: [...orderQueries.spendingLimit().queryKey, 'update'],
      mutationFn: (monthlyLimit: number | null) => updateSpendingLimit(monthlyLimit),
      onSuccess: (limit, _monthlyLimit, _result, { client }) => {
        client.setQueryData(orderQueries.spendingLimit().queryKey, limit);
      },
    }),
  /** The refund lands in the list (and points in the balance): refresh both. */
  cancelSession: () =>
    mutationOptions({
      mutationKey: [...orderQueries.reservationsAll(), 'cancel'],
      mutationFn: (sessionId: number) => cancelMySession(sessionId),
      onSettled: (_data, _error, _sessionId, _result, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: orderQueries.reservationsAll() }),
          client.invalidateQueries({ queryKey: meQueries.all(), exact: true }),
          client.invalidateQueries({ queryKey: orderQueries.spendingLimit().queryKey }),
        ]),
    }),
};
