// The word the payment popup of an added time sends back to the session room that opened it
// (DESIGN "Session lifecycle", add time: the room stays connected while the buyer pays in a
// popup). The success and fail pages post it to window.opener with targetOrigin =
// location.origin; the room checks event.origin === location.origin and reads it with
// parseAddTimeMessage, which takes anything (a message event's data is whatever any window
// sent) and answers null for what is not this message.

/** `type` of the message; nothing else on the page posts it. */
export const ADD_TIME_MESSAGE_TYPE = 'arcana:add-time';

export const ADD_TIME_MESSAGE_STATUSES = ['PAID', 'FAILED'] as const;
export type AddTimeMessageStatus = (typeof ADD_TIME_MESSAGE_STATUSES)[number];

/** What the room learns: which order, paid or not, and (FAILED) why, in Korean. */
export type AddTimeResult = {
  orderId: string;
  status: AddTimeMessageStatus;
  message?: string;
};

export type AddTimeMessage = AddTimeResult & { type: typeof ADD_TIME_MESSAGE_TYPE };

const ORDER_ID = /^[A-Za-z0-9_-]{6,64}$/;
/** A reason longer than this is not ours: the room shows it as text, so keep it short. */
const MESSAGE_MAX_LENGTH = 500;

/** The message the popup posts (`message` left out when there is none). */
export function addTimeMessage(result: AddTimeResult): AddTimeMessage {
  return {
    type: ADD_TIME_MESSAGE_TYPE,
    orderId: result.orderId,
    status: result.status,
    ...(result.message === undefined ? {} : { message: result.message }),
  };
}

/** A message event's data as an added time's result; null for anything else. */
export function parseAddTimeMessage(data: unknown): AddTimeResult | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, orderId, status, message } = data as Record<string, unknown>;
  if (type !== ADD_TIME_MESSAGE_TYPE) return null;
  if (typeof orderId !== 'string' || !ORDER_ID.test(orderId)) return null;
  const known = ADD_TIME_MESSAGE_STATUSES.find((candidate) => candidate === status);
  if (known === undefined) return null;
  if (
    message !== undefined &&
    (typeof message !== 'string' || message.length > MESSAGE_MAX_LENGTH)
  ) {
    return null;
  }
  return {
    orderId,
    status: known,
    ...(message === undefined || message === '' ? {} : { message }),
  };
}
