import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { CounselingHomePage } from '../../features/counseling/CounselingHomePage';

export const Route = createFileRoute('/counseling/')({
  staticData: { layout: 'counseling', title: t('web.counseling.title') },
  loader: ({ context: { queryClient } }) =>
    import('../../features/counseling/loaders').then((loaders) =>
      loaders.loadCounselingHome(queryClient),
    ),
  component: CounselingHomePage,
});
