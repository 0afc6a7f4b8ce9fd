import { orderMutations } from '@arcana/api-client';
import { formatDateTimeLong, type Reservation } from '@arcana/domain';
import { Button, toast } from '@arcana/ui';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@arcana/ui/dialog';
import { useMutation } from '@tanstack/react-query';
import { t } from './intl';
import { refundText } from './refund-text';

type CancelDialogProps = { reservation: Reservation; onClose: () => void };

/**
 * 예약 취소 confirmation: names the reservation and the full refund before the call; while the
 * call runs the dialog cannot close. The list then shows the refund on the card.
 */
export default function CancelDialog({ reservation, onClose }: CancelDialogProps) {
  const cancel = useMutation(orderMutations.cancelSession());
  const { session, counselor } = reservation;
  const refund = refundText(reservation.amount, reservation.pointsUsed);

  const confirm = () =>
    cancel.mutate(session.id, {
      onSuccess: () => {
        toast.success(t('web.reservations.cancelled', { refund }));
        onClose();
      },
      onError: (error) => {
        toast.error(error.message || t('web.reservations.cancelFailed'));
        onClose();
      },
    });

  return (
    <Dialog open onOpenChange={(open) => (!open && !cancel.isPending ? onClose() : null)}>
      <DialogContent closeLabel={t('web.reservations.dialog.close')}>
        <DialogTitle>{t('web.reservations.dialog.title')}</DialogTitle>
        <DialogDescription>
          {t('web.reservations.dialog.description', {
            counselor: counselor.name,
            product: session.product.name,
            when: session.startTime ? formatDateTimeLong(session.startTime) : 'none',
          })}
        </DialogDescription>
        <p>{t('web.reservations.dialog.refund', { refund })}</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={cancel.isPending}>
              {t('web.reservations.dialog.keep')}
            </Button>
          </DialogClose>
          <Button variant="danger" loading={cancel.isPending} onClick={confirm}>
            {t('web.reservations.dialog.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
