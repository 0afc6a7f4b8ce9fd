import { positiveIdParam, requireUser, routeValidity } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { t } from '../../../../../app/intl';
import { PaymentPage } from '../../../../../features/payment/PaymentPage';
import { validatePaymentSearch } from '../../../../../features/payment/search';

// SPEC §2: needs a user login, no layout. `$id_` keeps the payment pages out of the product
// page's nesting (they draw the whole screen). A guest goes to /login with this exact URL,
// query included, as redirectUri.
const validity = routeValidity({ params: { id: positiveIdParam } });

export const Route = createFileRoute('/counseling/products/$id_/payment/')({
  ...validity,
  beforeLoad: async (context) => {
    validity.beforeLoad(context);
    await requireUser(context);
  },
  validateSearch: validatePaymentSearch,
  // ?orderId= is the session room's add-time popup: no product to load, only that order.
  loaderDeps: ({ search }) => ({ orderId: search.orderId }),
  staticData: { layout: 'empty', title: t('web.payment.title') },
  loader: ({ context: { queryClient }, params: { id }, deps: { orderId } }) =>
    import('../../../../../features/payment/loaders').then((loaders) =>
      orderId === undefined
        ? loaders.loadPayment(queryClient, id)
        : loaders.loadTossPopup(queryClient, orderId),
    ),
  component: PaymentRoute,
});

const TossPopupCheckout = lazy(() => import('../../../../../features/payment/TossPopupCheckout'));

function PaymentRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  if (search.orderId !== undefined) {
    return (
      <Suspense fallback={null}>
        <TossPopupCheckout orderId={search.orderId} />
      </Suspense>
    );
  }
  return (
    <PaymentPage
      productId={id}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
    />
  );
}
