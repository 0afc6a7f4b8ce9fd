// Loaded on demand by AppProviders (React.lazy and a dynamic import), so the toast code can stay
// out of the entry chunk once ui offers it from its own entry point.
import { Toaster, toast } from '@arcana/ui';

export default function ShellToaster() {
  return <Toaster />;
}

export function showErrorToast(message: string): void {
  // The id folds identical messages (several queries failing alike) into one toast.
  toast.error(message, { id: message });
}
