import type { ConfirmPaymentRequest, ReservationTab } from '@arcana/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  confirmPayment,
  fetchMyReservations,
  fetchOrder,
  fetchOrderCheckout,
  fetchSpendingLimit,
} from './fetchers';

/** /me/counseling/reservations page size. */
export const RESERVATION_PAGE_SIZE = 10;

type ListCursor = number | undefined;

// The limit and the reservations hang off the signed-in user (['me', …]): whatever invalidates
// the user (login, logout) refreshes them too.
export const orderQueries = {
  all: () => ['orders'] as const,
  detail: (orderId: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), orderId] as const,
      queryFn: ({ signal }) => fetchOrder(orderId, { signal }),
    }),
  /**
   * The checkout of a pending order, read once per page: a refusal (409 once paid or expired)
   * does not change by asking again, and the page offers its own retry.
   */
  checkout: (orderId: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), orderId, 'checkout'] as const,
      queryFn: ({ signal }) => fetchOrderCheckout(orderId, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
  /**
   * The confirm as a query, not a mutation: it runs once per success page however often React
   * mounts it, is never retried or refetched by itself, and the api answers a repeat (a reload)
   * with the first result anyway.
   */
  confirmation: (request: ConfirmPaymentRequest) =>
    queryOptions({
      queryKey: [
        ...orderQueries.all(),
        request.orderId,
        'confirm',
        request.paymentKey,
        request.amount,
      ] as const,
      queryFn: ({ signal }) => confirmPayment(request, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 30 * 60_000,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
  spendingLimit: () =>
    queryOptions({
      queryKey: ['me', 'spending-limit'] as const,
      queryFn: ({ signal }) => fetchSpendingLimit({ signal }),
    }),
  reservationsAll: () => ['me', 'reservations'] as const,
  reservations: (tab: ReservationTab) =>
    infiniteQueryOptions({
      queryKey: [...orderQueries.reservationsAll(), tab] as const,
      queryFn: ({ pageParam, signal }) =>
        fetchMyReservations({ tab, limit: RESERVATION_PAGE_SIZE, lastId: pageParam }, { signal }),
      initialPageParam: undefined as ListCursor,
      getNextPageParam: (page): ListCursor =>
        page.last || page.content.length === 0 ? undefined : page.content.at(-1)?.session.id,
    }),
};
