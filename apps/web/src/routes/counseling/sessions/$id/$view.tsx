import { roomViewParam, routeValidity } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../../app/intl';
import { validateRoomSearch } from '../../../../features/sessions/search';

const TITLES = {
  chat: t('web.session.chat.title'),
  call: t('web.session.call.title'),
  video: t('web.session.video.title'),
};

// The room's own views, /chat, /call and /video: one route that draws nothing of its own (the
// session layout, route.tsx, draws the room once for all views, so a call goes on in the chat).
// Any other segment is the not-found page.
export const Route = createFileRoute('/counseling/sessions/$id/$view')({
  ...routeValidity({ params: { view: roomViewParam } }),
  validateSearch: validateRoomSearch,
  staticData: {
    layout: 'subpage',
    title: (_search, params: { view: keyof typeof TITLES }) => TITLES[params.view],
  },
});
