import { positiveIdParam, routeValidity } from '@arcana/app-shell';
import { SessionRoomPage } from '@arcana/session-room';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../../app/intl';
import { validateRoomSearch } from '../../../../features/sessions/search';

export const Route = createFileRoute('/counseling/sessions/$id/video')({
  ...routeValidity({ params: { id: positiveIdParam } }),
  validateSearch: validateRoomSearch,
  staticData: { layout: 'subpage', title: t('web.session.video.title') },
  component: VideoRoute,
});

function VideoRoute() {
  const { id } = Route.useParams();
  const { senderType = 'USER' } = Route.useSearch();
  return <SessionRoomPage sessionId={id} senderType={senderType} view="video" />;
}
