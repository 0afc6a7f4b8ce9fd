import { COUNSELING_TYPES, type CounselingType } from '@arcana/domain';
import { isStatusGroup, type StatusGroup } from './status-groups';

/** What 상담 내역 keeps in its address (?page=2&search=…&status=active&type=CALL). */
export type SessionsSearch = {
  page?: number;
  search?: string;
  status?: StatusGroup;
  type?: CounselingType;
};

/** Reads the address's query; an unknown or bad value is dropped (the default), never an error. */
export function sessionsSearchOf(raw: Record<string, unknown>): SessionsSearch {
  const page = Number(raw.page);
  const search = typeof raw.search === 'string' ? raw.search.trim().slice(0, 50) : '';
  const status = typeof raw.status === 'string' && isStatusGroup(raw.status) ? raw.status : null;
  const type =
    typeof raw.type === 'string' && (COUNSELING_TYPES as readonly string[]).includes(raw.type)
      ? (raw.type as CounselingType)
      : null;
  return {
    ...(Number.isSafeInteger(page) && page > 1 ? { page } : {}),
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
    ...(type ? { type } : {}),
  };
}
