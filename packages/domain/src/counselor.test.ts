import { describe, expect, it } from 'vitest';
import {
  COUNSELOR_STATUS_LABELS,
  COUNSELOR_STATUSES,
  type CounselorStatus,
  counselorStatusOrDefault,
  DEFAULT_COUNSELOR_STATUS,
  isApplicant,
  isCounselorStatus,
} from './counselor';

describe('counselor statuses', () => {
  it('lists ON, OFF, BUSY, COUNSELING with OFF as default', () => {
    expect(COUNSELOR_STATUSES).toEqual(['ON', 'OFF', 'BUSY', 'COUNSELING']);
    expect(DEFAULT_COUNSELOR_STATUS).toBe('OFF');
  });

  it.each<[CounselorStatus, string]>([
    ['ON', '상담 가능'],
    ['OFF', '부재중'],
    ['BUSY', '다른 업무 중'],
    ['COUNSELING', '상담 중'],
  ])('%s reads %s', (status, label) => {
    expect(COUNSELOR_STATUS_LABELS[status]).toBe(label);
    expect(isCounselorStatus(status)).toBe(true);
    expect(counselorStatusOrDefault(status)).toBe(status);
  });

  it.each([
    [undefined, 'OFF'],
    [null, 'OFF'],
    ['', 'OFF'],
    ['AWAY', 'OFF'],
    ['on', 'OFF'],
  ])('reads %s as %s', (value, expected) => {
    expect(isCounselorStatus(value)).toBe(false);
    expect(counselorStatusOrDefault(value)).toBe(expected);
  });
});

describe('isApplicant', () => {
  it.each([
    [0, true],
    [1, false],
    [2, false],
  ])('level %i → %s', (level, expected) => {
    expect(isApplicant({ level })).toBe(expected);
  });
});
