// Loaded lazily by NotificationCenter, so Radix stays out of the first visit's scripts.
import {
  formatDateTimeLong,
  type NotificationAudience,
  type NotificationItem,
  notificationPolicy,
} from '@arcana/domain';
import { Button, vars } from '@arcana/ui';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@arcana/ui/dialog';
import { t } from '../intl/notification-messages';

export type NotificationModalProps = {
  notification: NotificationItem;
  audience: NotificationAudience;
  /** Closes this modal; the next queued one (if any) shows after it. */
  onClose: () => void;
  /** Follows the notification's link (router for paths). */
  onOpenLink: (link: string) => void;
};

/**
 * SPEC §2: persistent (an outside click does not close it), at most 600 wide (DialogContent),
 * closed by Escape or the close button; an action button to the link and the default 확인.
 */
export default function NotificationModal({
  notification,
  audience,
  onClose,
  onOpenLink,
}: NotificationModalProps) {
  const policy = notificationPolicy(audience, notification.type);
  const { link } = notification;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        closeLabel={t('shell.notifications.modal.close')}
        onInteractOutside={(event) => event.preventDefault()}
        data-notification-id={notification.id}
        data-notification-type={notification.type}
      >
        <span
          style={{
            alignSelf: 'flex-start',
            padding: `${vars.space[1]} ${vars.space[2]}`,
            borderRadius: vars.radius.full,
            backgroundColor: vars.color.background.sunken,
            color: vars.color.foreground.muted,
            fontSize: vars.font.size.xs,
            fontWeight: vars.font.weight.semibold,
          }}
        >
          {policy.chip}
        </span>
        <DialogTitle>{notification.title}</DialogTitle>
        <DialogDescription>{notification.content}</DialogDescription>
        <time
          dateTime={notification.createdAt}
          style={{ color: vars.color.foreground.subtle, fontSize: vars.font.size.sm }}
        >
          {formatDateTimeLong(notification.createdAt)}
        </time>
        <DialogFooter>
          {link ? (
            <>
              <Button variant="secondary" onClick={onClose}>
                {t('shell.action.confirm')}
              </Button>
              <Button
                onClick={() => {
                  onClose();
                  onOpenLink(link);
                }}
              >
                {t('shell.notifications.modal.open')}
              </Button>
            </>
          ) : (
            <Button onClick={onClose}>{t('shell.action.confirm')}</Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
