import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { ProductListPage } from '../../../features/counseling/ProductListPage';
import { validateProductListSearch } from '../../../features/counseling/search';

export const Route = createFileRoute('/counseling/products/')({
  validateSearch: validateProductListSearch,
  staticData: { layout: 'counseling', title: t('web.counseling.products.title') },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    import('../../../features/counseling/loaders').then((loaders) =>
      loaders.loadProducts(queryClient, deps),
    ),
  component: ProductListRoute,
});

function ProductListRoute() {
  const search = Route.useSearch();
  return <ProductListPage search={search} />;
}
