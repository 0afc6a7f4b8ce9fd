import { contentQueries } from '@arcana/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { type FaqSearch, faqListParams } from './search';

// The help routes' loaders, imported on navigation; a failed load shows the page's own retry.

export function loadHelpHome(queryClient: QueryClient) {
  return queryClient.prefetchQuery(contentQueries.faqCategories());
}

export function loadFaq(queryClient: QueryClient, search: FaqSearch) {
  return Promise.all([
    queryClient.prefetchQuery(contentQueries.faqCategories()),
    queryClient.prefetchQuery(contentQueries.faqs(faqListParams(search))),
  ]);
}
