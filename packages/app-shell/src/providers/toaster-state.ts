// Whether the toaster is on the page yet; shared by showToast and the lazily loaded toaster.

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

export function ensureToaster(): Promise<void> {
  if (!mounted) {
    mounted = new Promise((resolve) => {
      markMounted = resolve;
    });
    wanted = true;
    for (const listener of listeners) listener();
  }
  return mounted;
}
