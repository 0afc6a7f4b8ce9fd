// Stand-ins for the room's tests: manual timers and room data. The EventSource, network,
// visibility and auth fakes are realtime's (@arcana/realtime/testing).

import type { RoomSignal, RoomState, SessionMessage } from '@arcana/domain';
import type { Timers } from '@arcana/realtime';

type Scheduled = { id: number; at: number; run: () => void; every?: number };

/** Timers that run only when the test advances them. */
export function manualTimers() {
  let now = 0;
  let nextId = 1;
  let scheduled: Scheduled[] = [];
  const timers: Timers & { advance(ms: number): void; pending(): number } = {
    setTimeout(run, ms) {
      const id = nextId++;
      scheduled.push({ id, at: now + ms, run });
      return id;
    },
    clearTimeout(handle) {
      scheduled = scheduled.filter((item) => item.id !== handle);
    },
    setInterval(run, ms) {
      const id = nextId++;
      scheduled.push({ id, at: now + ms, run, every: ms });
      return id;
    },
    clearInterval(handle) {
      scheduled = scheduled.filter((item) => item.id !== handle);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = scheduled.filter((item) => item.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        now = due.at;
        if (due.every) due.at += due.every;
        else scheduled = scheduled.filter((item) => item !== due);
        due.run();
      }
      now = until;
    },
    pending: () => scheduled.length,
  };
  return timers;
}

export function message(id: number, overrides: Partial<SessionMessage> = {}): SessionMessage {
  return {
    id,
    senderType: 'COUNSELOR',
    content: `메시지 ${id}`,
    image: null,
    clientId: `client-${id}-abcdef`,
    createdAt: '2026-11-24T03:00:00.000Z',
    ...overrides,
  };
}

export function signal(id: number, overrides: Partial<RoomSignal> = {}): RoomSignal {
  return { id, senderType: 'COUNSELOR', kind: 'candidate', payload: { n: id }, ...overrides };
}

export function roomState(overrides: Partial<RoomState> = {}): RoomState {
  return {
    session: {
      id: 7,
      status: 'IN_PROGRESS',
      startTime: '2026-11-24T03:00:00.000Z',
      durationSeconds: 1800,
      counselingType: 'CHAT',
      startType: 'RESERVATION',
      product: { name: '30분 채팅 상담', mainImage: null },
      counselor: { id: 2, name: '별하' },
      user: { displayName: '데모' },
      hasReview: false,
    },
    me: 'USER',
    counselor: {
      id: 2,
      name: '별하',
      status: 'COUNSELING',
      imageUrl: '/portrait.svg',
      rating: 4.8,
      reviewCount: 12,
    },
    clock: {
      paidSeconds: 1800,
      billedSeconds: 0,
      runningSince: '2026-11-24T03:00:00.000Z',
      pausedReason: null,
      serverNow: '2026-11-24T03:00:00.000Z',
    },
    presence: {
      USER: { entered: true, inRoom: true, connected: true },
      COUNSELOR: { entered: true, inRoom: true, connected: true },
    },
    reads: { USER: 0, COUNSELOR: 0 },
    sharedReading: null,
    endReason: null,
    entryOpensAt: '2026-11-24T02:50:00.000Z',
    can: { enter: false, exit: true, complete: true, addTime: true },
    addTimePrice: 5000,
    ...overrides,
  };
}
