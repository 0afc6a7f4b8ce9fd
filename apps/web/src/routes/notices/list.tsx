import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { NoticeListPage } from '../../features/content/NoticeListPage';
import { validateNoticeListSearch } from '../../features/content/search';

// 공지사항 (SPEC §2): the category and the page live in the address.
export const Route = createFileRoute('/notices/list')({
  validateSearch: validateNoticeListSearch,
  staticData: { title: t('web.notices.title') },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    import('../../features/content/loaders').then((loaders) =>
      loaders.loadNotices(queryClient, deps),
    ),
  component: NoticeListRoute,
});

function NoticeListRoute() {
  const search = Route.useSearch();
  return <NoticeListPage search={search} />;
}
