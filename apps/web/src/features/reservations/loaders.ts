import { orderQueries } from '@arcana/api-client';
import type { ReservationTab } from '@arcana/domain';
import type { QueryClient } from '@tanstack/react-query';

// Imported by the route on navigation, so the order factories stay off the first page.
export function loadReservations(queryClient: QueryClient, tab: ReservationTab) {
  return queryClient.prefetchInfiniteQuery(orderQueries.reservations(tab));
}
