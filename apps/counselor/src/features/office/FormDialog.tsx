import { Button } from '@arcana/ui';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTitle } from '@arcana/ui/dialog';
import type { ReactNode } from 'react';
import { t } from './intl';

/** An add/edit dialog: its title, and the form only while open (a fresh form each time). */
export function FormDialog({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('counselor.office.close')} aria-describedby={undefined}>
        <DialogTitle>{title}</DialogTitle>
        {open ? children : null}
      </DialogContent>
    </Dialog>
  );
}

/** 취소 + 저장 at the foot of a dialog's form; 저장 shows the call running. */
export function DialogSaveActions({ pending, disabled }: { pending: boolean; disabled?: boolean }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="secondary" disabled={pending}>
          {t('counselor.office.cancel')}
        </Button>
      </DialogClose>
      <Button type="submit" loading={pending} disabled={disabled}>
        {t('counselor.office.save')}
      </Button>
    </DialogFooter>
  );
}
