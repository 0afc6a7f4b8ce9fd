import {
  ADD_TIME_CHANNEL,
  type AddTimeMessage,
  type AddTimeResult,
  addTimeMessage,
} from '@arcana/api-client';

// The payment of an added time runs in a popup the session room opened (DESIGN "Session
// lifecycle", add time: the room stays connected). Its success and fail pages tell the room how
// it ended with the arcana:add-time message and close. The opener alone is not enough: the
// checkout page on the way answers with Cross-Origin-Opener-Policy: same-origin, and crossing
// it cuts the popup off from window.opener. So the message also goes out on a same-origin
// BroadcastChannel, which the room listens to as well.

/** The subset of `window` used here, so tests hand in plain objects. */
export type PopupWindow = {
  opener: unknown;
  location: { origin: string };
  close(): void;
};

type Opener = { location: { origin: string }; postMessage(message: unknown, origin: string): void };

/** The window that opened this one when it is the same site (the room); null otherwise. */
export function roomOpener(popup: PopupWindow): Opener | null {
  const opener = popup.opener as Opener | null | undefined;
  if (!opener || opener === (popup as unknown)) return null;
  try {
    // Reading another site's location throws: that opener is not our room.
    return opener.location.origin === popup.location.origin ? opener : null;
  } catch {
    return null;
  }
}

/** Every room of this site in this browser hears it (the room matches its own order id). */
export function broadcastToRooms(message: AddTimeMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(ADD_TIME_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/**
 * Tells the room how the payment ended: to the opener (targetOrigin = this origin, so no other
 * site can read it) and on the channel, then closes the popup. A window no script opened stays
 * open (browsers refuse), showing the result. True when an opener was told directly.
 */
export function reportToRoom(
  result: AddTimeResult,
  popup: PopupWindow,
  broadcast: (message: AddTimeMessage) => void = broadcastToRooms,
): boolean {
  const message = addTimeMessage(result);
  broadcast(message);
  const opener = roomOpener(popup);
  opener?.postMessage(message, popup.location.origin);
  popup.close();
  return opener !== null;
}
