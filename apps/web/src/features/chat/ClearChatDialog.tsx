import { Button } from '@arcana/ui';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@arcana/ui/dialog';
import { t } from './intl';

export type ClearChatDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  batchim: 'yes' | 'no';
  pending: boolean;
  onConfirm: () => void;
};

/** 대화 지우기 asks first: the character forgets what was cleared. */
export function ClearChatDialog({
  open,
  onOpenChange,
  name,
  batchim,
  pending,
  onConfirm,
}: ClearChatDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('chat.page.close')}>
        <DialogTitle>{t('chat.page.clearTitle')}</DialogTitle>
        <DialogDescription>{t('chat.page.clearDescription', { name, batchim })}</DialogDescription>
        <DialogFooter>
          <Button variant="danger" loading={pending} onClick={onConfirm}>
            {t('chat.page.clearConfirm')}
          </Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('chat.page.cancel')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
