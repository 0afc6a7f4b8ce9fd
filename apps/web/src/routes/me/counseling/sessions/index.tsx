import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../../app/intl';
import { MySessionsPage } from '../../../../features/sessions/MySessionsPage';

// 상담 내역 (SPEC §2, login: the /me parent's guard).
export const Route = createFileRoute('/me/counseling/sessions/')({
  staticData: { title: t('web.me.sessions.title') },
  loader: ({ context: { queryClient } }) =>
    import('../../../../features/sessions/loaders').then((loaders) =>
      loaders.loadMySessions(queryClient),
    ),
  component: MySessionsPage,
});
