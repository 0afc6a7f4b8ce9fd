// What the chat draws, in order: the history pages and the live messages merged by id, day
// separators by the Asia/Seoul calendar, and our unsent messages after them.
import { formatDate, type SenderType, type SessionMessage, toSeoulDateTime } from '@arcana/domain';

export type OutgoingStatus = 'sending' | 'failed';

/** A message of ours not confirmed by the api yet (optimistic), or one that failed to go out. */
export type OutgoingMessage = {
  clientId: string;
  content: string;
  /** A local preview of the picked image (object URL), when there is one. */
  previewUrl: string | null;
  file: File | null;
  /** Set once the image is uploaded, so a resend does not upload it twice. */
  uploadId: string | null;
  status: OutgoingStatus;
  createdAt: string;
};

export type TimelineItem =
  | { kind: 'day'; key: string; label: string }
  /** `continued`: same sender as the message just above, within a few minutes (no name again). */
  | { kind: 'message'; key: string; message: SessionMessage; continued: boolean }
  | { kind: 'outgoing'; key: string; outgoing: OutgoingMessage };

/** Every message once, oldest first (ids grow with time). */
export function mergeMessages(...lists: readonly (readonly SessionMessage[])[]): SessionMessage[] {
  const byId = new Map<number, SessionMessage>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

const WEEKDAYS = ['월', '화', '수', '목', '금', '토', '일'] as const;

/** 2026년 11월 24일 (화), in Seoul. */
export function dayLabel(iso: string): string {
  const value = toSeoulDateTime(iso);
  if (!value) return '';
  return `${value.year}년 ${value.month}월 ${value.day}일 (${WEEKDAYS[value.weekday - 1] ?? ''})`;
}

/** Messages of one sender closer than this share one name (and picture). */
const CONTINUED_WITHIN_MS = 5 * 60_000;

export function buildTimeline(
  messages: readonly SessionMessage[],
  outgoing: readonly OutgoingMessage[],
  me: SenderType,
): TimelineItem[] {
  const items: TimelineItem[] = [];
  let lastDay = '';
  const pushDay = (iso: string) => {
    const day = formatDate(iso);
    if (day === '' || day === lastDay) return;
    lastDay = day;
    items.push({ kind: 'day', key: `day-${day}`, label: dayLabel(iso) });
  };
  const confirmed = new Set<string>();
  let previous: SessionMessage | null = null;
  for (const message of messages) {
    if (message.senderType === me) confirmed.add(message.clientId);
    const dayBefore = lastDay;
    pushDay(message.createdAt);
    const continued =
      previous !== null &&
      previous.senderType === message.senderType &&
      lastDay === dayBefore &&
      Date.parse(message.createdAt) - Date.parse(previous.createdAt) < CONTINUED_WITHIN_MS;
    items.push({ kind: 'message', key: `m-${message.id}`, message, continued });
    previous = message;
  }
  for (const item of outgoing) {
    if (confirmed.has(item.clientId)) continue;
    pushDay(item.createdAt);
    items.push({ kind: 'outgoing', key: `o-${item.clientId}`, outgoing: item });
  }
  return items;
}

/** A clientId the api accepts (8–64 of A–Z a–z 0–9 _ -): a random UUID. */
export function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
