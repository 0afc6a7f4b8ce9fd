// Where the active-session alert leads (DESIGN "Which app hosts what"): each app hosts one side of
// the session room, so a session of the other side links to the other app's origin.
import type { SenderType } from '@arcana/domain';
import { sessionRoomPath } from '@arcana/realtime';

export { sessionRoomPath };

export type RoomLink = {
  href: string;
  /** True when the room is hosted by the other app: a plain link, not a router navigation. */
  external: boolean;
};

export function sessionRoomLink(
  sessionId: number,
  side: SenderType,
  hostSide: SenderType,
  otherAppOrigin: string,
): RoomLink {
  const path = sessionRoomPath(sessionId, side);
  if (side === hostSide) return { href: path, external: false };
  return { href: `${otherAppOrigin.replace(/\/$/, '')}${path}`, external: true };
}

/** Notification links are server-supplied paths; anything else (a full URL) leaves the app. */
export function isAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}
