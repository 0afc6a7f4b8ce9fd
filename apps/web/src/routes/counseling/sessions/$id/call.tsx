import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../../app/intl';
import { validateRoomSearch } from '../../../../features/sessions/search';

// Drawn by the session layout (route.tsx), which keeps the room mounted across its views.
export const Route = createFileRoute('/counseling/sessions/$id/call')({
  validateSearch: validateRoomSearch,
  staticData: { layout: 'subpage', title: t('web.session.call.title') },
});
