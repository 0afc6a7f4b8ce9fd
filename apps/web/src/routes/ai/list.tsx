import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { CharacterListPage } from '../../features/ai/CharacterListPage';

export const Route = createFileRoute('/ai/list')({
  head: () => pageHead(t('web.ai.list.title')),
  staticData: { layout: 'ai', title: t('web.ai.list.title') },
  loader: ({ context: { queryClient } }) =>
    import('../../features/ai/loaders').then((loaders) => loaders.loadCharacterList(queryClient)),
  component: CharacterListPage,
});
