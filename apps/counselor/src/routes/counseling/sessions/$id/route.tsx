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

/** The view a child match shows: the index is the room (or the detail), $view names its own. */
function viewOf(match: { routeId: string; params: object } | undefined): RoomView | undefined {
  if (match?.routeId === '/counseling/sessions/$id/') return 'room';
  if (match?.routeId !== '/counseling/sessions/$id/$view') return undefined;
  return (match.params as { view: RoomView }).view;
}

function RoomLayout() {
  const { id } = Route.useParams();
  const view = useChildMatches({ select: (matches) => viewOf(matches[0]) ?? 'room' });
  return <SessionRoomPage sessionId={id} senderType="COUNSELOR" view={view} />;
}
