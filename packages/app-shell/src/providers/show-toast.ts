// Toasts load their library (sonner) on first use instead of with the first page: most visits
// never show one. The toaster mounts when the first toast is asked for, then the toast shows.

import type { NotificationToastInput } from './notification-toast-input';
import { ensureToaster } from './toaster-state';

export type { NotificationToastInput } from './notification-toast-input';

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

/** SPEC §9 notification toast: 5 s, closes on click, pauses while hovered. */
export async function showNotificationToast(input: NotificationToastInput): Promise<void> {
  await ensureToaster();
  const { showNotificationToastNow } = await import('./toasts');
  showNotificationToastNow(input);
}
