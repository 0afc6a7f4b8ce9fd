import { meMutations } from '@arcana/api-client';
import { Button } from '@arcana/ui';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@arcana/ui/dialog';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { t } from './intl';

export const DELETION_COMPLETE_PATH = '/deletion-complete';

type DeleteAccountDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * 회원 탈퇴 confirmation. On confirm the account is deleted, the tokens go (meMutations) and the
 * browser lands on /deletion-complete (SPEC §2). While the call runs the dialog cannot close.
 */
export default function DeleteAccountDialog({ open, onOpenChange }: DeleteAccountDialogProps) {
  const navigate = useNavigate();
  const deletion = useMutation(meMutations.deleteAccount());

  const confirm = () =>
    deletion.mutate(
      {},
      { onSuccess: () => void navigate({ href: DELETION_COMPLETE_PATH, replace: true }) },
    );

  return (
    <Dialog open={open} onOpenChange={(next) => (deletion.isPending ? null : onOpenChange(next))}>
      <DialogContent closeLabel={t('web.me.delete.close')}>
        <DialogTitle>{t('web.me.delete.title')}</DialogTitle>
        <DialogDescription>{t('web.me.delete.description')}</DialogDescription>
        {/* Primary last: the footer stacks in reverse on phones, so it ends up on top. */}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={deletion.isPending}>
              {t('web.me.delete.cancel')}
            </Button>
          </DialogClose>
          <Button variant="danger" loading={deletion.isPending} onClick={confirm}>
            {t('web.me.delete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
