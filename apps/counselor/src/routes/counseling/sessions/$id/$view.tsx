import { pageHead, roomViewParam, routeValidity } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../../app/intl';

const TITLE_IDS = {
  chat: 'counselor.session.chat.title',
  call: 'counselor.session.call.title',
  video: 'counselor.session.video.title',
} as const;

// The room's own views, /chat, /call and /video: one route that draws nothing of its own (the
// room layout, route.tsx, draws the room once for all views, so a call goes on in the chat).
// Any other segment is the not-found page.
export const Route = createFileRoute('/counseling/sessions/$id/$view')({
  ...routeValidity({ params: { view: roomViewParam } }),
  head: ({ params }) => pageHead(t(TITLE_IDS[params.view])),
  staticData: { layout: 'counselor' },
});
