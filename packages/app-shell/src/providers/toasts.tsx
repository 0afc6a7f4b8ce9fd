// Loaded on demand (see show-toast.ts), so sonner stays out of the first page's scripts.
import { NOTIFICATION_TOAST_MS } from '@arcana/domain';
import { Toaster, toast, vars } from '@arcana/ui';
import { useEffect } from 'react';
import { t } from '../intl/notification-messages';
import type { NotificationToastInput } from './notification-toast-input';
import { toasterMounted } from './toaster-state';

export { toast } from '@arcana/ui';

export function notificationToastId(notificationId: number): string {
  return `notification-${notificationId}`;
}

type NotificationToastProps = Omit<NotificationToastInput, 'id' | 'onOpen'> & {
  onClick: () => void;
};

// The whole toast is one button: a click anywhere closes it (and follows its link). sonner
// pauses the 5 s timer while the pointer is over the toaster.
function NotificationToast({ title, content, chip, onClick }: NotificationToastProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('shell.notifications.toast.open', { title })}
      data-notification-toast=""
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: vars.space[1],
        width: 'var(--width, 356px)',
        maxWidth: '100%',
        minHeight: 44,
        padding: `${vars.space[3]} ${vars.space[4]}`,
        border: `1px solid ${vars.color.border.base}`,
        borderRadius: vars.radius.lg,
        backgroundColor: vars.color.background.elevated,
        color: vars.color.foreground.base,
        boxShadow: vars.shadow.lg,
        fontFamily: vars.font.family.body,
        textAlign: 'left',
        cursor: 'pointer',
      }}
    >
      <span
        style={{
          color: vars.color.foreground.primary,
          fontSize: vars.font.size.xs,
          fontWeight: vars.font.weight.semibold,
        }}
      >
        {chip}
      </span>
      <span style={{ fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold }}>
        {title}
      </span>
      {content ? (
        <span
          style={{
            color: vars.color.foreground.muted,
            fontSize: vars.font.size.sm,
            lineHeight: vars.font.lineHeight.normal,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {content}
        </span>
      ) : null}
    </button>
  );
}

export function showNotificationToastNow({ id, onOpen, ...rest }: NotificationToastInput): void {
  const toastId = notificationToastId(id);
  toast.custom(
    () => (
      <NotificationToast
        {...rest}
        onClick={() => {
          toast.dismiss(toastId);
          onOpen?.();
        }}
      />
    ),
    { id: toastId, duration: NOTIFICATION_TOAST_MS },
  );
}

export default function ShellToaster() {
  useEffect(() => {
    toasterMounted();
  }, []);
  return <Toaster />;
}
