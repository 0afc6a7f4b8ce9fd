import { onApiError, toastMessageOf } from '@arcana/api-client';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { lazyPart } from '../lazy/lazy-part';
import { type SettingsStore, SettingsStoreProvider } from '../settings/settings';
import { showToast } from './show-toast';
import { isToasterWanted, subscribeToasterWanted } from './toaster-state';

const ShellToaster = lazyPart(() => import('./toasts'));

export type AppProvidersProps = {
  queryClient: QueryClient;
  /** A settings store of its own (tests); without it the default store is used. */
  store?: SettingsStore;
  children: ReactNode;
};

/** SPEC §8: a failed api call is logged and toasted (then rethrown to its caller by apiFetch). */
function useApiErrorToasts() {
  useEffect(
    () =>
      onApiError((error) => {
        console.error(error);
        void showToast(toastMessageOf(error), 'error');
      }),
    [],
  );
}

export function AppProviders({ queryClient, store, children }: AppProvidersProps) {
  useApiErrorToasts();
  const toasterWanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  const content = (
    <QueryClientProvider client={queryClient}>
      {children}
      {toasterWanted ? <ShellToaster /> : null}
    </QueryClientProvider>
  );
  return store ? <SettingsStoreProvider store={store}>{content}</SettingsStoreProvider> : content;
}
