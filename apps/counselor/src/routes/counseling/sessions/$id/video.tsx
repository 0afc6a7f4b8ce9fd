import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../../app/intl';

// Drawn by the room layout (route.tsx), which keeps the room mounted across its views.
export const Route = createFileRoute('/counseling/sessions/$id/video')({
  head: () => pageHead(t('counselor.session.video.title')),
  staticData: { layout: 'counselor' },
});
