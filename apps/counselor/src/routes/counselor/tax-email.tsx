import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { TaxEmailPage } from '../../features/settlement/TaxEmailPage';

export const Route = createFileRoute('/counselor/tax-email')({
  head: () => pageHead(t('counselor.taxEmail.title')),
  staticData: { layout: 'counselor' },
  component: TaxEmailPage,
});
