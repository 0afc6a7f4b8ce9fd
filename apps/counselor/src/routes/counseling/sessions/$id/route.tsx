import { positiveIdParam, routeValidity } from '@arcana/app-shell';
import type { RoomView } from '@arcana/domain';
import { SessionRoomPage } from '@arcana/session-room';
import { createFileRoute, useChildMatches } from '@tanstack/react-router';

// The counselor's side of the session room (DESIGN "Which app hosts what"). Its views (/, /chat,
// /call, /video) draw nothing of their own: the room is drawn here, once for all of them, so
// switching views keeps it mounted and a running call goes on while the chat is shown.
export const Route = createFileRoute('/counseling/sessions/$id')({
  ...routeValidity({ params: { id: positiveIdParam } }),
  component: RoomLayout,
});

const ROOM_VIEWS: Readonly<Record<string, RoomView>> = {
  '/counseling/sessions/$id/': 'room',
  '/counseling/sessions/$id/chat': 'chat',
  '/counseling/sessions/$id/call': 'call',
  '/counseling/sessions/$id/video': 'video',
};

function RoomLayout() {
  const { id } = Route.useParams();
  const view = useChildMatches({
    select: (matches) => ROOM_VIEWS[matches[0]?.routeId ?? ''] ?? 'room',
  });
  return <SessionRoomPage sessionId={id} senderType="COUNSELOR" view={view} />;
}
