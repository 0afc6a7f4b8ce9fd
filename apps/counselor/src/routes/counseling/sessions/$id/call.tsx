import { pageHead, positiveIdParam, routeValidity } from '@arcana/app-shell';
import { SessionRoomPage } from '@arcana/session-room';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../../app/intl';

// The counselor's side of the session room (DESIGN "Which app hosts what").
export const Route = createFileRoute('/counseling/sessions/$id/call')({
  ...routeValidity({ params: { id: positiveIdParam } }),
  head: () => pageHead(t('counselor.session.call.title')),
  staticData: { layout: 'counselor' },
  component: CallRoute,
});

function CallRoute() {
  const { id } = Route.useParams();
  return <SessionRoomPage sessionId={id} senderType="COUNSELOR" view="call" />;
}
