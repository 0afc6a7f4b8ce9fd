import type { ClaimTargetType } from '@arcana/domain';

/** What a report is about: a session or a review, by id. */
export type ReportTarget = { type: ClaimTargetType; id: number };
