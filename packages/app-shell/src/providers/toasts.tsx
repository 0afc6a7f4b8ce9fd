// Loaded on demand (see show-toast.ts), so sonner stays out of the first page's scripts.
import { Toaster } from '@arcana/ui';
import { useEffect } from 'react';
import { toasterMounted } from './toaster-state';

export { toast } from '@arcana/ui';

export default function ShellToaster() {
  useEffect(() => {
    toasterMounted();
  }, []);
  return <Toaster />;
}
