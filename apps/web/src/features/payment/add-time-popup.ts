import { type AddTimeResult, addTimeMessage } from '@arcana/api-client';

// The payment of an added time runs in a popup the session room opened (DESIGN "Session
// lifecycle", add time: the room stays connected). Its success and fail pages tell the room how
// it ended with the arcana:add-time message and close; opened any other way (a new tab, a
// reload after the room closed) they show the result themselves.

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

/**
 * Posts the result to the room (targetOrigin = this origin, so no other site can read it) and
 * closes the popup; false when there is no room to tell (the page shows the result instead).
 */
export function reportToRoom(result: AddTimeResult, popup: PopupWindow): boolean {
  const opener = roomOpener(popup);
  if (!opener) return false;
  opener.postMessage(addTimeMessage(result), popup.location.origin);
  popup.close();
  return true;
}
