import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../../app/intl';
import { SessionDetailPage } from '../../../../features/sessions/SessionDetailPage';
import { validateRoomSearch } from '../../../../features/sessions/search';

// DESIGN "Session pages": with senderType the room (drawn by the session layout, route.tsx),
// without it the detail. No route guard (SPEC lists it as public): a guest gets an in-page
// invitation to log in, a stranger not-found.
export const Route = createFileRoute('/counseling/sessions/$id/')({
  validateSearch: validateRoomSearch,
  staticData: {
    layout: 'subpage',
    title: (search) => t(search.senderType ? 'web.session.room.title' : 'web.session.detail.title'),
  },
  component: SessionRoute,
});

function SessionRoute() {
  const { id } = Route.useParams();
  return <SessionDetailPage id={id} />;
}
