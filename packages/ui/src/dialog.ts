// Separate entry ('@arcana/ui/dialog') so an app can `lazy(() => import(...))` the modal layer
// and keep Radix out of its first-visit bundle.
export type { DialogContentProps } from './components/Dialog/Dialog.tsx';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from './components/Dialog/Dialog.tsx';
