import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { ProductsPage } from '../../features/products/ProductsPage';

export const Route = createFileRoute('/counselor/products')({
  head: () => pageHead(t('counselor.products.title')),
  staticData: { layout: 'counselor' },
  component: ProductsPage,
});
