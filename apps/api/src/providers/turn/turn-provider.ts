import type { IceServers } from '@arcana/domain';

/**
 * Hands a caller the ICE servers of a call (PROVIDERS.md §10): TURN relays with credentials
 * that work only for that caller and only for a while. No relay configured: an empty list,
 * and the browsers connect by their host candidates (enough on one machine).
 */
export type TurnProvider = {
  iceServersFor(userId: number): IceServers;
};
