// Toasts load their library (sonner) on first use instead of with the first page: most visits
// never show one. The toaster mounts when the first toast is asked for, then the toast shows.

import { ensureToaster } from './toaster-state';

type ToastKind = 'success' | 'error' | 'message';

/** Shows a toast (SPEC §9: bottom centre, dark, 2 s); identical texts fold into one. */
export async function showToast(message: string, kind: ToastKind = 'message'): Promise<void> {
  await ensureToaster();
  const { toast } = await import('./toasts');
  const options = { id: message };
  if (kind === 'success') toast.success(message, options);
  else if (kind === 'error') toast.error(message, options);
  else toast(message, options);
}
