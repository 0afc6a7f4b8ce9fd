import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { MyClaimsPage } from '../../features/claims/MyClaimsPage';
import { validateClaimsSearch } from '../../features/claims/search';

// 문의·신고 내역 (SPEC §2, login: the /me parent's guard): inquiries and reports with answers.
export const Route = createFileRoute('/me/claims')({
  validateSearch: validateClaimsSearch,
  staticData: { title: t('web.me.claims.title') },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    import('../../features/claims/loaders').then((loaders) =>
      loaders.loadClaims(queryClient, deps),
    ),
  component: MyClaimsRoute,
});

function MyClaimsRoute() {
  const search = Route.useSearch();
  return <MyClaimsPage search={search} />;
}
