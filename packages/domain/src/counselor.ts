// Counselor availability of SPEC §4 "Counselor availability".

import type { CounselorStatus } from './vocabulary';
import { COUNSELOR_STATUSES } from './vocabulary';

export type { CounselorStatus } from './vocabulary';
export { COUNSELOR_STATUSES } from './vocabulary';

/** SPEC §3: a counselor whose status is absent counts as OFF. */
export const DEFAULT_COUNSELOR_STATUS: CounselorStatus = 'OFF';

export const COUNSELOR_STATUS_LABELS = {
  ON: '상담 가능',
  OFF: '부재중',
  BUSY: '다른 업무 중',
  COUNSELING: '상담 중',
} as const satisfies Record<CounselorStatus, string>;

export function isCounselorStatus(value: unknown): value is CounselorStatus {
  return typeof value === 'string' && (COUNSELOR_STATUSES as readonly string[]).includes(value);
}

/** Reads a possibly missing or unknown status from the server as the default. */
export function counselorStatusOrDefault(value: unknown): CounselorStatus {
  return isCounselorStatus(value) ? value : DEFAULT_COUNSELOR_STATUS;
}

/** Level 0 means the application is still under review ('applying'). */
export function isApplicant(counselor: { level: number }): boolean {
  return counselor.level === 0;
}
