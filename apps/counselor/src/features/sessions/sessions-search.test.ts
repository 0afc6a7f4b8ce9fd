import { describe, expect, it } from 'vitest';
import { sessionsSearchOf } from './sessions-search';
import { STATUS_GROUPS } from './status-groups';

describe('sessionsSearchOf', () => {
  it('keeps a valid page, search, status group and type', () => {
    expect(
      sessionsSearchOf({ page: '3', search: ' 구름빵 ', status: 'active', type: 'CALL' }),
    ).toEqual({
      page: 3,
      search: '구름빵',
      status: 'active',
      type: 'CALL',
    });
  });

  it('drops page 1, bad pages, unknown statuses and types', () => {
    expect(sessionsSearchOf({ page: '1' })).toEqual({});
    expect(sessionsSearchOf({ page: '-2', status: 'DONE', type: 'FAX', search: '   ' })).toEqual(
      {},
    );
    expect(sessionsSearchOf({ page: 'abc', status: 'toString' })).toEqual({});
  });

  it('asks the api for every status of a group', () => {
    expect(STATUS_GROUPS.active).toEqual(['PREPARING', 'IN_PROGRESS']);
    expect(STATUS_GROUPS.noShow).toEqual(['NO_SHOW_USER', 'NO_SHOW_COUNSELOR', 'NO_SHOW_BOTH']);
  });
});
