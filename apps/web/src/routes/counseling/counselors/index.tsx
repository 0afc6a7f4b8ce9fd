import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { CounselorSearchPage } from '../../../features/counseling/CounselorSearchPage';
import { validateCounselorListSearch } from '../../../features/counseling/search';

export const Route = createFileRoute('/counseling/counselors/')({
  validateSearch: validateCounselorListSearch,
  staticData: { layout: 'counseling', title: t('web.counseling.counselors.title') },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    import('../../../features/counseling/loaders').then((loaders) =>
      loaders.loadCounselorSearch(queryClient, deps),
    ),
  component: CounselorSearchRoute,
});

function CounselorSearchRoute() {
  const search = Route.useSearch();
  return <CounselorSearchPage search={search} />;
}
