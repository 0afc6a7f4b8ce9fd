import {
  ADD_TIME_CHANNEL,
  createAddTimeOrder,
  isApiError,
  meQueries,
  parseAddTimeMessage,
  roomQueries,
} from '@arcana/api-client';
import { showToast } from '@arcana/app-shell';
import { ADD_TIME_MINUTES, formatKRW, formatNumber, type RoomState } from '@arcana/domain';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  TextField,
} from '@arcana/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { t } from '../intl';
import * as styles from './room.css';

export type AddTimeDialogProps = {
  room: RoomState;
  open: boolean;
  onOpenChange(open: boolean): void;
};

const POPUP_FEATURES = 'popup,width=480,height=760';

function pointsFrom(raw: string): number {
  const digits = raw.normalize('NFKC').replace(/\D/g, '');
  return digits === '' ? 0 : Number(digits.slice(0, 12));
}

/**
 * 시간 추가: the price of 10 more minutes, points to use, and the payment — with points alone at
 * once, otherwise the checkout in a popup while the room stays connected. The clock grows by the
 * room stream's `state` event when the payment lands.
 */
export function AddTimeDialog({ room, open, onOpenChange }: AddTimeDialogProps) {
  const queryClient = useQueryClient();
  const me = useQuery({ ...meQueries.current(), enabled: open });
  const price = room.addTimePrice ?? 0;
  const balance = Math.max(0, Math.floor(me.data?.point ?? 0));
  const usable = Math.min(price, balance);
  const [raw, setRaw] = useState('');
  const [waiting, setWaiting] = useState(false);
  const [pendingOrderId, setPendingOrderId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const points = Math.min(pointsFrom(raw), usable);
  const total = price - points;

  // Closing stops the wait on screen only: a payment still finishing in the popup is heard.
  const close = () => {
    setWaiting(false);
    onOpenChange(false);
  };

  const finish = () => {
    setWaiting(false);
    setRaw('');
    onOpenChange(false);
    void showToast(t('room.addTime.done', { minutes: ADD_TIME_MINUTES }), 'success');
    void queryClient.invalidateQueries({ queryKey: meQueries.all(), exact: true });
    void queryClient.invalidateQueries({ queryKey: roomQueries.state(room.session.id).queryKey });
  };

  // The popup's success or fail page says how the payment ended: to window.opener and on the
  // channel (the opener link may be cut on the way). Heard as long as the room is open, so a
  // payment finished after this dialog was closed still lands here.
  const onResult = useEffectEvent((data: unknown) => {
    const message = parseAddTimeMessage(data);
    if (!message || message.orderId !== pendingOrderId) return;
    setPendingOrderId(null);
    if (message.status === 'PAID') finish();
    else {
      setWaiting(false);
      setError(message.message ?? t('room.addTime.failed'));
    }
  });
  useEffect(() => {
    if (pendingOrderId === null) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) onResult(event.data);
    };
    const channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(ADD_TIME_CHANNEL);
    if (channel) channel.onmessage = (event: MessageEvent) => onResult(event.data);
    window.addEventListener('message', onMessage);
    return () => {
      channel?.close();
      window.removeEventListener('message', onMessage);
    };
  }, [pendingOrderId]);

  const openPopup = (url: string, orderId: string) => {
    const popup = window.open(url, 'arcana-add-time', POPUP_FEATURES);
    if (!popup) {
      setError(t('room.addTime.popupBlocked'));
      return;
    }
    setPendingOrderId(orderId);
    setWaiting(true);
  };

  const pay = useMutation({
    mutationFn: () => createAddTimeOrder(room.session.id, { points }),
    onError: (failure) => {
      // The api's refusals (spending limit, points, the session no longer running) are Korean.
      setError(isApiError(failure) ? failure.message : t('room.addTime.failed'));
    },
    onSuccess: ({ order, checkout }) => {
      switch (checkout.kind) {
        case 'NONE':
          finish();
          return;
        case 'SANDBOX':
          openPopup(checkout.url, order.orderId);
          return;
        case 'TOSS':
          // Toss's window needs its SDK in a page of ours: the web app's payment page opens it
          // for this order (?orderId=) in the popup.
          openPopup(
            `/counseling/products/${order.productId}/payment?orderId=${order.orderId}`,
            order.orderId,
          );
          return;
        default:
          checkout satisfies never;
      }
    },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pay.isPending) return;
        if (next) onOpenChange(true);
        else close();
      }}
    >
      <DialogContent closeLabel={t('room.close')} data-testid="add-time-dialog">
        <DialogTitle>{t('room.addTime.title', { minutes: ADD_TIME_MINUTES })}</DialogTitle>
        <DialogDescription>{t('room.addTime.description')}</DialogDescription>
        <div className={styles.dialogBody}>
          <TextField
            label={t('room.addTime.points')}
            inputMode="numeric"
            value={points === 0 && raw === '' ? '' : points.toLocaleString('ko-KR')}
            placeholder="0"
            hint={t('room.addTime.balance', { points: `${formatNumber(balance)}P` })}
            onChange={(event) => setRaw(event.target.value)}
            disabled={waiting}
            addon={
              <Button
                variant="secondary"
                disabled={usable === 0 || waiting}
                onClick={() => setRaw(String(usable))}
              >
                {t('room.addTime.useAll')}
              </Button>
            }
          />
          <dl className={styles.amountList}>
            <div className={styles.amountRow}>
              <dt>{t('room.addTime.price')}</dt>
              <dd className={styles.amountValue}>{formatKRW(price)}</dd>
            </div>
            {points > 0 ? (
              <div className={styles.amountRow}>
                <dt>{t('room.addTime.points')}</dt>
                <dd className={styles.amountValue}>-{formatKRW(points)}</dd>
              </div>
            ) : null}
            <div className={styles.amountRow} data-total="true">
              <dt>{t('room.addTime.total')}</dt>
              <dd className={styles.amountValue} data-testid="add-time-total">
                {formatKRW(total)}
              </dd>
            </div>
          </dl>
          {waiting ? (
            <p className={styles.muted} role="status">
              {t('room.addTime.waiting')}
            </p>
          ) : null}
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button
            loading={pay.isPending || waiting}
            onClick={() => {
              setError(null);
              pay.mutate();
            }}
          >
            {total === 0
              ? t('room.addTime.payPoints')
              : t('room.addTime.pay', { amount: formatKRW(total) })}
          </Button>
          <Button variant="secondary" disabled={pay.isPending} onClick={() => close()}>
            {t('room.cancel')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
