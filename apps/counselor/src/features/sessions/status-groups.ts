import type { SessionStatus } from '@arcana/domain';

/** The status filter's choices: each names the statuses it asks the api for. */
export const STATUS_GROUPS = {
  pending: ['PENDING'],
  scheduled: ['SCHEDULED'],
  active: ['PREPARING', 'IN_PROGRESS'],
  completed: ['COMPLETED'],
  cancelled: ['CANCELLED', 'CANCELLED_BY_USER', 'CANCELLED_BY_COUNSELOR', 'CANCELLED_BY_PAYMENT'],
  noShow: ['NO_SHOW_USER', 'NO_SHOW_COUNSELOR', 'NO_SHOW_BOTH'],
} as const satisfies Record<string, readonly SessionStatus[]>;

export type StatusGroup = keyof typeof STATUS_GROUPS;

export function isStatusGroup(value: string): value is StatusGroup {
  return Object.hasOwn(STATUS_GROUPS, value);
}

/** Whether the room is where the counselor goes next (입장) or only looks back (상담 보기). */
export function canEnter(status: SessionStatus): boolean {
  return status === 'SCHEDULED' || status === 'PREPARING' || status === 'IN_PROGRESS';
}
