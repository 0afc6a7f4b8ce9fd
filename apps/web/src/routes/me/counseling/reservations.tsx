import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { ReservationsPage } from '../../../features/reservations/ReservationsPage';
import { validateReservationsSearch } from '../../../features/reservations/search';

// 예약 내역 (SPEC §2, login: the /me parent's guard). The tab lives in the query so a reload
// or the back button keeps it.
export const Route = createFileRoute('/me/counseling/reservations')({
  validateSearch: validateReservationsSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'UPCOMING' }),
  loader: ({ context: { queryClient }, deps: { tab } }) =>
    import('../../../features/reservations/loaders').then((loaders) =>
      loaders.loadReservations(queryClient, tab),
    ),
  staticData: { title: t('web.me.reservations.title') },
  component: ReservationsRoute,
});

function ReservationsRoute() {
  const { tab = 'UPCOMING' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReservationsPage
      tab={tab}
      onTabChange={(next) =>
        void navigate({ search: next === 'UPCOMING' ? {} : { tab: next }, replace: true })
      }
    />
  );
}
