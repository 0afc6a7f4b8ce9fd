import { onApiError, toastMessageOf } from '@arcana/api-client';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type getDefaultStore, Provider as JotaiProvider } from 'jotai';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';

const ShellToaster = lazy(() => import('./toasts'));

export type AppProvidersProps = {
  queryClient: QueryClient;
  /** A jotai store of its own (tests); without it the default store is used. */
  store?: ReturnType<typeof getDefaultStore>;
  children: ReactNode;
};

/** SPEC §8: a failed api call is logged and toasted (then rethrown to its caller by apiFetch). */
function useApiErrorToasts() {
  useEffect(
    () =>
      onApiError((error) => {
        console.error(error);
        void import('./toasts').then(({ showErrorToast }) => showErrorToast(toastMessageOf(error)));
      }),
    [],
  );
}

export function AppProviders({ queryClient, store, children }: AppProvidersProps) {
  useApiErrorToasts();
  const content = (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <ShellToaster />
      </Suspense>
    </QueryClientProvider>
  );
  return store ? <JotaiProvider store={store}>{content}</JotaiProvider> : content;
}
