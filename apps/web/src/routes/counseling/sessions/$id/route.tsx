import { positiveIdParam, routeValidity } from '@arcana/app-shell';
import type { RoomView } from '@arcana/domain';
import { SessionRoomPage } from '@arcana/session-room';
import { createFileRoute, Outlet, useChildMatches } from '@tanstack/react-router';

// The room's views (/, /chat, /call, /video with senderType) draw nothing of their own: the room
// is drawn here, once for all of them, so switching views keeps it mounted and a running call
// goes on while the user types in the chat. Without senderType, / is the detail page.
export const Route = createFileRoute('/counseling/sessions/$id')({
  ...routeValidity({ params: { id: positiveIdParam } }),
  component: SessionLayout,
});

/** The view a child match shows: the index is the room (or the detail), $view names its own. */
function viewOf(match: { routeId: string; params: object } | undefined): RoomView | undefined {
  if (match?.routeId === '/counseling/sessions/$id/') return 'room';
  if (match?.routeId !== '/counseling/sessions/$id/$view') return undefined;
  return (match.params as { view: RoomView }).view;
}

function SessionLayout() {
  const { id } = Route.useParams();
  const view = useChildMatches({ select: (matches) => viewOf(matches[0]) });
  const senderType = useChildMatches({
    select: (matches) => {
      const search: { senderType?: 'USER' | 'COUNSELOR' } = matches[0]?.search ?? {};
      return search.senderType;
    },
  });
  // The detail page is the index without senderType; the other views default to the user.
  const room = view === 'room' ? senderType : (senderType ?? 'USER');
  if (!view || !room) return <Outlet />;
  return <SessionRoomPage sessionId={id} senderType={room} view={view} />;
}
