import { counselingQueries, meQueries, orderQueries } from '@arcana/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { loadOrNotFound } from '../../app/route-data';

// The payment route's loader, imported on navigation (`import()`) so the query factories stay
// out of the first page's bundle (DESIGN "Budgets"). An unknown product is the not-found page.

export function loadPayment(queryClient: QueryClient, productId: number) {
  void queryClient.prefetchQuery(meQueries.current());
  return loadOrNotFound(queryClient.ensureQueryData(counselingQueries.product(productId)));
}

/**
 * The room's add-time popup (?orderId=): its order and checkout load beside its component, whose
 * chunk the route waits for (its page shows the wait; a blank popup would not).
 */
export function loadTossPopup(queryClient: QueryClient, orderId: string) {
  void queryClient.prefetchQuery(orderQueries.detail(orderId));
  void queryClient.prefetchQuery(orderQueries.checkout(orderId));
  return import('./TossPopupCheckout').then(() => undefined);
}
