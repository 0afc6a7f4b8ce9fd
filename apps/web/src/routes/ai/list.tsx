import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { CharacterListPage } from '../../features/ai/CharacterListPage';

export const Route = createFileRoute('/ai/list')({
  staticData: { layout: 'ai', title: t('web.ai.list.title') },
  loader: ({ context: { queryClient } }) =>
    import('../../features/ai/loaders').then((loaders) => loaders.loadCharacterList(queryClient)),
  component: CharacterListPage,
});
