import { claimQueries } from '@arcana/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { type ClaimsSearch, claimListParams } from './search';

// /me/claims' loader, imported on navigation; a failed load shows the page's own retry.
export function loadClaims(queryClient: QueryClient, search: ClaimsSearch) {
  return queryClient.prefetchQuery(claimQueries.list(claimListParams(search)));
}
