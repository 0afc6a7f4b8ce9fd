import type { Session } from '@arcana/domain';
import { describe, expect, it } from 'vitest';
import { agendaOf, agendaRange, seoulMonth } from './home-agenda';

// Tuesday 2026-11-24, 23:30 in Seoul (14:30 UTC): late in the Seoul day.
const NOW = Date.parse('2026-11-24T14:30:00.000Z');

const session = (id: number, startTime: string | null): Session => ({
  id,
  status: 'SCHEDULED',
  startTime,
  durationSeconds: 1800,
  counselingType: 'CHAT',
  startType: 'RESERVATION',
  product: { name: '30분 채팅 상담', mainImage: null },
  counselor: { id: 1, name: '별빛' },
  user: { displayName: '김하늘' },
  hasReview: false,
});

describe('home agenda', () => {
  it('asks for Seoul today and the 7 days after', () => {
    expect(agendaRange(NOW)).toEqual({ from: '2026-11-24', to: '2026-12-01' });
  });

  it('merges the lists without doubles and splits them into Seoul today and later', () => {
    const active = [session(3, null), session(1, '2026-11-24T14:45:00.000Z')];
    const reservations = [
      session(1, '2026-11-24T14:45:00.000Z'),
      // 00:30 on the 25th in Seoul: tomorrow, though still the 24th in UTC.
      session(2, '2026-11-24T15:30:00.000Z'),
      session(4, '2026-11-24T05:00:00.000Z'),
    ];
    const agenda = agendaOf([active, reservations], NOW);
    expect(agenda.today.map((each) => each.id)).toEqual([4, 3, 1]);
    expect(agenda.upcoming.map((each) => each.id)).toEqual([2]);
  });

  it('names the Seoul month', () => {
    expect(seoulMonth(NOW)).toEqual({ year: 2026, month: '2026-11', index: 10 });
    expect(seoulMonth(Date.parse('2026-12-31T15:00:00.000Z'))).toEqual({
      year: 2027,
      month: '2027-01',
      index: 0,
    });
  });
});
