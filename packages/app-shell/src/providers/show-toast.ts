// Toasts load their library (sonner) on first use instead of with the first page: most visits
// never show one. The toaster mounts when the first toast is asked for, then the toast shows.

type ToastKind = 'success' | 'error' | 'message';

type Listener = () => void;
const listeners = new Set<Listener>();
let wanted = false;
let mounted: Promise<void> | undefined;
let markMounted: (() => void) | undefined;

/** For AppProviders: whether the toaster should be on the page yet. */
export function subscribeToasterWanted(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterWanted(): boolean {
  return wanted;
}

/** Called by the toaster once it is on the page. */
export function toasterMounted(): void {
  markMounted?.();
}

function ensureToaster(): Promise<void> {
  if (!mounted) {
    mounted = new Promise((resolve) => {
      markMounted = resolve;
    });
    wanted = true;
    for (const listener of listeners) listener();
  }
  return mounted;
}

/** Shows a toast (SPEC §9: bottom centre, dark, 2 s); identical texts fold into one. */
export async function showToast(message: string, kind: ToastKind = 'message'): Promise<void> {
  await ensureToaster();
  const { toast } = await import('./toasts');
  const options = { id: message };
  if (kind === 'success') toast.success(message, options);
  else if (kind === 'error') toast.error(message, options);
  else toast(message, options);
}
