import type { RoomView, SenderType } from '@arcana/domain';

export type SessionRoomPageProps = {
  sessionId: number;
  senderType: SenderType;
  view: RoomView;
};

/** /counseling/sessions/{id}?senderType= (and /chat, /call, /video) in both apps. */
export function SessionRoomPage(_props: SessionRoomPageProps) {
  return null;
}
