import { DeviceCheckPage } from '@arcana/session-room';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';

// SPEC §2 test page: camera, microphone and connection check before a session (no login needed;
// a logged-in user also checks the relay).
export const Route = createFileRoute('/_test/video')({
  staticData: { layout: 'content', title: t('web.test.video.title') },
  component: DeviceCheckPage,
});
