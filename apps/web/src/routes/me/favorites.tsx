import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { FavoritesPage } from '../../features/counseling/FavoritesPage';

export const Route = createFileRoute('/me/favorites')({
  staticData: { title: t('web.me.favorites.title') },
  loader: ({ context: { queryClient } }) =>
    import('../../features/counseling/loaders').then((loaders) =>
      loaders.loadFavorites(queryClient),
    ),
  component: FavoritesPage,
});
