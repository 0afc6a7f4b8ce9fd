import { pageHead, positiveIdParam, routeValidity } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../../app/intl';
import { ProductPage } from '../../../../features/counseling/ProductPage';

export const Route = createFileRoute('/counseling/products/$id/')({
  ...routeValidity({ params: { id: positiveIdParam } }),
  staticData: { layout: 'counseling', title: t('web.counseling.product.title') },
  loader: ({ context: { queryClient }, params: { id } }) =>
    import('../../../../features/counseling/loaders').then((loaders) =>
      loaders.loadProduct(queryClient, id),
    ),
  head: ({ loaderData }) => pageHead(loaderData?.name ?? t('web.counseling.product.title')),
  component: ProductRoute,
});

function ProductRoute() {
  const { id } = Route.useParams();
  return <ProductPage id={id} />;
}
