import { counselorOfficeQueries } from '@arcana/api-client';
import { counselorNameSchema } from '@arcana/domain';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useDebounced } from '../office';

export type NameCheck = 'idle' | 'checking' | 'available' | 'taken';

/**
 * Asks the api whether a typed 활동명 is taken, 400 ms after the typing stops; a name that fails
 * the schema or is the counselor's own saved name is not asked about.
 */
export function useNameCheck(name: string, savedName: string | null): NameCheck {
  const settled = useDebounced(name.trim(), 400);
  const askable = settled !== (savedName ?? '') && v.is(counselorNameSchema, settled);
  const query = useQuery({ ...counselorOfficeQueries.nameExists(settled), enabled: askable });
  if (!askable || name.trim() !== settled) return 'idle';
  if (query.data === undefined) return query.isError ? 'idle' : 'checking';
  return query.data.exists ? 'taken' : 'available';
}
