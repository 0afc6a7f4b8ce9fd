import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { MyCommentsPage } from '../../features/social/MyCommentsPage';

export const Route = createFileRoute('/me/comments')({
  loader: ({ context: { queryClient } }) =>
    import('../../features/social/loaders').then((loaders) => loaders.loadMyComments(queryClient)),
  staticData: { title: t('web.me.comments.title') },
  component: MyCommentsPage,
});
