import type { Hono } from 'hono';
import type { FeatureDeps } from '../feature-deps';
import type { Lifecycle } from './lifecycle';
import { type RoomPublisher, silentRoomPublisher } from './room-publisher';

// The room: its cross-process bus (LISTEN/NOTIFY), the open room streams of this process, the
// presence leases they hold, and the routes of messages, read marks, typing, signaling, the
// room state, the room stream and ICE servers.

export type RoomHub = {
  publisher: RoomPublisher;
  /** Late binding: streams report presence to the lifecycle, which needs the publisher first. */
  useLifecycle(lifecycle: Lifecycle): void;
  mount(app: Hono): void;
};

export function createRoomHub(_deps: FeatureDeps): RoomHub {
  return { publisher: silentRoomPublisher, useLifecycle() {}, mount() {} };
}
