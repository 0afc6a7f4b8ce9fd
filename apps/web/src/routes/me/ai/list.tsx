import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { MyReadingsPage } from '../../../features/ai/MyReadingsPage';

export const Route = createFileRoute('/me/ai/list')({
  staticData: { title: t('web.me.ai.list.title') },
  loader: ({ context: { queryClient } }) =>
    import('../../../features/ai/loaders').then((loaders) => loaders.loadMyReadings(queryClient)),
  component: MyReadingsPage,
});
