import type { NotificationColor } from '@arcana/domain';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './NotificationRow.css.ts';
import { NotificationTypeBadge } from './NotificationTypeIcon.tsx';

/** The list of notification rows: one rounded group, rows divided by hairlines. */
export function NotificationRowGroup({ className, ...rest }: ComponentPropsWithoutRef<'ul'>) {
  return <ul {...rest} className={[styles.group, className].filter(Boolean).join(' ')} />;
}

export interface NotificationRowProps {
  id: number;
  type: string;
  /** Policy icon name, colour and chip text of the type. */
  icon: string;
  tone: NotificationColor;
  chip: string;
  title: string;
  content: string;
  /** The displayed time and its machine-readable ISO value. */
  time: string;
  dateTime: string;
  read: boolean;
  /** Announced for an unread row, since the dot and bold title are visual only. */
  unreadLabel: string;
  onSelect: () => void;
  /** The row's action is running (it cannot be pressed twice). */
  busy?: boolean;
  /** Extra content after the text (rarely needed). */
  children?: ReactNode;
}

/** One notification: type badge, chip and time, title (bold while unread), content, unread dot. */
export function NotificationRow({
  id,
  type,
  icon,
  tone,
  chip,
  title,
  content,
  time,
  dateTime,
  read,
  unreadLabel,
  onSelect,
  busy = false,
  children,
}: NotificationRowProps) {
  return (
    <li className={styles.item}>
      <button
        type="button"
        className={styles.row}
        data-notification-id={id}
        data-notification-type={type}
        data-read={read ? 'true' : 'false'}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={onSelect}
      >
        {/* Read first by screen readers; the dot and the bold title only show it. */}
        {read ? null : <VisuallyHidden>{`${unreadLabel}, `}</VisuallyHidden>}
        <NotificationTypeBadge icon={icon} tone={tone} />
        <span className={styles.body}>
          <span className={styles.meta}>
            <span className={styles.chip}>{chip}</span>
            {/* Keeps chip and time apart in the accessible name; flex drops it visually. */}{' '}
            <time className={styles.time} dateTime={dateTime}>
              {time}
            </time>
          </span>
          <span className={styles.title}>{title}</span>
          {content ? <span className={styles.content}>{content}</span> : null}
          {children}
        </span>
        {read ? <span /> : <span className={styles.dot} aria-hidden="true" />}
      </button>
    </li>
  );
}

/** A placeholder row while the first page loads. */
export function NotificationRowSkeleton() {
  return (
    <li className={styles.item} aria-hidden="true">
      <div className={styles.skeletonRow}>
        <Skeleton shape="circle" width={40} />
        <span className={styles.body}>
          <Skeleton width={120} height={14} />
          <Skeleton width="70%" height={18} />
          <Skeleton width="90%" height={14} />
        </span>
        <span />
      </div>
    </li>
  );
}
