import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { AiHomePage } from '../../features/ai/AiHomePage';

export const Route = createFileRoute('/ai/')({
  staticData: { layout: 'ai', title: t('web.ai.title') },
  loader: ({ context: { queryClient } }) =>
    import('../../features/ai/loaders').then((loaders) => loaders.loadAiHome(queryClient)),
  component: AiHomePage,
});
