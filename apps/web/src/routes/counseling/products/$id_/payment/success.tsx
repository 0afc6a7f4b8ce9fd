import { positiveIdParam, routeValidity } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../../../app/intl';
import { SuccessPage } from '../../../../../features/payment/SuccessPage';
import { validateSuccessSearch } from '../../../../../features/payment/search';

// Where the checkout returns with ?paymentKey=&orderId=&amount= (PROVIDERS.md §1). No guard:
// SPEC lists it as public; a visitor whose login ran out is asked to log in on the page.
export const Route = createFileRoute('/counseling/products/$id_/payment/success')({
  ...routeValidity({ params: { id: positiveIdParam } }),
  validateSearch: validateSuccessSearch,
  staticData: { layout: 'empty', title: t('web.payment.success.title') },
  component: SuccessRoute,
});

function SuccessRoute() {
  const { id } = Route.useParams();
  return <SuccessPage productId={id} search={Route.useSearch()} />;
}
