import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { AiHomePage } from '../../features/ai/AiHomePage';

export const Route = createFileRoute('/ai/')({
  head: () => pageHead(t('web.ai.title')),
  staticData: { layout: 'ai', title: t('web.ai.title') },
  loader: ({ context: { queryClient } }) =>
    import('../../features/ai/loaders').then((loaders) => loaders.loadAiHome(queryClient)),
  component: AiHomePage,
});
