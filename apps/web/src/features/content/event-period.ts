import { formatDate } from '@arcana/domain';

/** An event's period as Seoul days: `2026-11-01 ~ 2026-11-30`. */
export function eventPeriodText(startsAt: string, endsAt: string): string {
  return `${formatDate(startsAt)} ~ ${formatDate(endsAt)}`;
}
