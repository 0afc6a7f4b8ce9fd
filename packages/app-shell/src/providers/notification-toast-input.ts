// Shared by show-toast.ts and the lazily loaded toasts.tsx without a cycle between them.

export type NotificationToastInput = {
  /** The notification id: the same notification never stacks twice. */
  id: number;
  title: string;
  content: string;
  /** The type's chip text (notificationPolicy). */
  chip: string;
  /** Runs when the toast is clicked (after it closes), e.g. to follow the notification link. */
  onOpen?: () => void;
};
