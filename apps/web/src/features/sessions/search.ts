import { SENDER_TYPES, type SenderType } from '@arcana/domain';

/** ?senderType=USER|COUNSELOR: with it /counseling/sessions/{id} is the room, without it the detail. */
export function validateRoomSearch(search: Record<string, unknown>): { senderType?: SenderType } {
  const senderType = SENDER_TYPES.find((known) => known === search.senderType);
  return senderType === undefined ? {} : { senderType };
}
