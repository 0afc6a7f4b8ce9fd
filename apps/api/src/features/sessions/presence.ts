import type { SenderType } from '@arcana/domain';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { RoomRepository } from './room-repository';

// The presence leases of this process's room streams (tables.ts: user_seen_at,
// counselor_seen_at): a stream's side is "connected" while its seen_at is under 15 s old, so
// opening writes it, a 5 s tick refreshes it for every live stream (one UPDATE per side), and
// the last stream of a side closing writes it once more and tells the lifecycle.

export const PRESENCE_REFRESH_MS = 5_000;

export type PresenceChange = 'open' | 'closed';
export type PresenceListener = (
  sessionId: number,
  side: SenderType,
  change: PresenceChange,
) => Promise<void>;

export type Presence = {
  /** Counts one more stream of that side and writes its lease; the release counts it out. */
  open(sessionId: number, side: SenderType): Promise<() => Promise<void>>;
  /** Live streams of this process for that side of that session. */
  count(sessionId: number, side: SenderType): number;
  /** Where open and closed go (the lifecycle, bound late). */
  onChange(listener: PresenceListener): void;
  /** One refresh of every live lease (the tick; tests call it directly). */
  refresh(): Promise<void>;
  /** Stops the tick; later closes write nothing (a restart: the leases simply run out). */
  stop(): void;
};

export function createPresence({
  rooms,
  now,
  logger,
  refreshMs = PRESENCE_REFRESH_MS,
}: {
  rooms: Pick<RoomRepository, 'touchSeen'>;
  now: Clock;
  logger: Logger;
  refreshMs?: number;
}): Presence {
  const counts = { USER: new Map<number, number>(), COUNSELOR: new Map<number, number>() };
  let listener: PresenceListener = async () => {};
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const total = () => counts.USER.size + counts.COUNSELOR.size;

  const tell = async (sessionId: number, side: SenderType, change: PresenceChange) => {
    try {
      await listener(sessionId, side, change);
    } catch (error) {
      logger.error(`presence ${change} of session ${sessionId} (${side}) failed`, error);
    }
  };

  const refresh = async () => {
    const at = now();
    for (const side of ['USER', 'COUNSELOR'] as const) {
      try {
        await rooms.touchSeen(side, [...counts[side].keys()], at);
      } catch (error) {
        logger.error(`presence refresh of ${side} streams failed`, error);
      }
    }
  };

  const startTick = () => {
    if (timer || stopped) return;
    timer = setInterval(() => void refresh(), refreshMs);
    timer.unref();
  };
  const stopTickWhenIdle = () => {
    if (timer && total() === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  return {
    async open(sessionId, side) {
      const map = counts[side];
      map.set(sessionId, (map.get(sessionId) ?? 0) + 1);
      startTick();
      let released = false;
      try {
        await rooms.touchSeen(side, [sessionId], now());
      } catch (error) {
        const left = (map.get(sessionId) ?? 1) - 1;
        if (left > 0) map.set(sessionId, left);
        else map.delete(sessionId);
        stopTickWhenIdle();
        throw error;
      }
      await tell(sessionId, side, 'open');
      return async () => {
        if (released) return;
        released = true;
        const left = (map.get(sessionId) ?? 1) - 1;
        if (left > 0) {
          map.set(sessionId, left);
          return;
        }
        map.delete(sessionId);
        stopTickWhenIdle();
        if (stopped) return;
        try {
          await rooms.touchSeen(side, [sessionId], now());
        } catch (error) {
          logger.error(`presence close of session ${sessionId} (${side}) failed`, error);
          return;
        }
        await tell(sessionId, side, 'closed');
      };
    },
    count: (sessionId, side) => counts[side].get(sessionId) ?? 0,
    onChange(next) {
      listener = next;
    },
    refresh,
    stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
