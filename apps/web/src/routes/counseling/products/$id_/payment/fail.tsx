import { positiveIdParam, routeValidity } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../../../app/intl';
import { FailPage } from '../../../../../features/payment/FailPage';
import { validateFailSearch } from '../../../../../features/payment/search';

// Where the checkout returns with ?code=&message=&orderId= when nothing was paid.
export const Route = createFileRoute('/counseling/products/$id_/payment/fail')({
  ...routeValidity({ params: { id: positiveIdParam } }),
  validateSearch: validateFailSearch,
  staticData: { layout: 'empty', title: t('web.payment.fail.title') },
  component: FailRoute,
});

function FailRoute() {
  const { id } = Route.useParams();
  return <FailPage productId={id} search={Route.useSearch()} />;
}
