import type { NotificationColor } from '@arcana/domain';
import type { ReactNode } from 'react';
import { IconBase, type IconProps } from '../Icon/Icon.tsx';
import { badge } from './NotificationTypeIcon.css.ts';

// The domain policy names its icon in lucide's vocabulary; these are the strokes for those names
// (lucide, ISC licence), drawn through the ui icon frame so they follow currentColor.
const PATHS: Record<string, ReactNode> = {
  headset: (
    <>
      <path d="M3 11h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-5Zm0 0a9 9 0 1 1 18 0m0 0v5a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3Z" />
      <path d="M21 16v2a4 4 0 0 1-4 4h-5" />
    </>
  ),
  'phone-call': (
    <>
      <path d="M5 3.5h3.2l1.6 4.3-2.1 1.4a11.5 11.5 0 0 0 7.1 7.1l1.4-2.1 4.3 1.6V19a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.1 1.5 1.5 0 0 1 5 3.5z" />
      <path d="M14 2a9 9 0 0 1 8 8" />
      <path d="M14 6a5 5 0 0 1 4 4" />
    </>
  ),
  'credit-card': (
    <>
      <rect width="20" height="14" x="2" y="5" rx="2" />
      <path d="M2 10h20" />
    </>
  ),
  star: <path d="M12 2.5l2.9 5.9 6.6 1-4.8 4.6 1.1 6.5L12 17.4l-5.8 3.1 1.1-6.5-4.8-4.6 6.6-1z" />,
  megaphone: (
    <>
      <path d="m3 11 18-5v12L3 14v-3z" />
      <path d="M11.6 16.8a3 3 0 1 1-5.8-1.6" />
    </>
  ),
  heart: (
    <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7z" />
  ),
  'message-circle': <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22z" />,
  'message-square': <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />,
  'badge-check': (
    <>
      <path d="M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  'circle-x': (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="m15 9-6 6M9 9l6 6" />
    </>
  ),
  'circle-check': (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  'flask-conical': (
    <>
      <path d="M10 2v7.5a2 2 0 0 1-.2.9L4.7 20.6a1 1 0 0 0 .9 1.4h12.8a1 1 0 0 0 .9-1.4l-5.1-10.2a2 2 0 0 1-.2-.9V2" />
      <path d="M8.5 2h7M7 16h10" />
    </>
  ),
  bell: (
    <>
      <path d="M6 9a6 6 0 0 1 12 0c0 6 2.5 8 2.5 8h-17S6 15 6 9" />
      <path d="M10.3 20.5a2 2 0 0 0 3.4 0" />
    </>
  ),
  'bell-ring': (
    <>
      <path d="M6 9a6 6 0 0 1 12 0c0 6 2.5 8 2.5 8h-17S6 15 6 9" />
      <path d="M10.3 20.5a2 2 0 0 0 3.4 0" />
      <path d="M4 2C2.8 3.7 2 5.7 2 8M22 8c0-2.3-.8-4.3-2-6" />
    </>
  ),
  play: <path d="M6 3l14 9-14 9z" />,
  'calendar-x': (
    <>
      <rect width="18" height="18" x="3" y="4" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18M14 14l-4 4M10 14l4 4" />
    </>
  ),
  'log-in': (
    <>
      <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4" />
      <path d="m10 17 5-5-5-5M15 12H3" />
    </>
  ),
};

const FALLBACK_ICON = 'bell';

export type NotificationTypeIconProps = IconProps & {
  /** The policy's icon name; an unknown name draws the bell. */
  name: string;
};

/** A notification type's icon by its policy name. */
export function NotificationTypeIcon({ name, ...props }: NotificationTypeIconProps) {
  const known = name in PATHS ? name : FALLBACK_ICON;
  return (
    <IconBase name={known} {...props}>
      {PATHS[known]}
    </IconBase>
  );
}

export type NotificationTypeBadgeProps = {
  /** The policy's icon name. */
  icon: string;
  /** The policy's colour. */
  tone: NotificationColor;
  /** Diameter in px. */
  size?: number;
};

/** The icon in a soft circle of the policy's colour: the leading visual of a notification. */
export function NotificationTypeBadge({ icon, tone, size = 40 }: NotificationTypeBadgeProps) {
  return (
    <span className={badge[tone]} style={{ width: size, height: size }} data-tone={tone}>
      <NotificationTypeIcon name={icon} size={Math.round(size / 2)} />
    </span>
  );
}
