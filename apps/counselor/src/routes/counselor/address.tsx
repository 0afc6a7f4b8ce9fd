import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { AddressPage } from '../../features/profile/AddressPage';

export const Route = createFileRoute('/counselor/address')({
  head: () => pageHead(t('counselor.address.title')),
  staticData: { layout: 'counselor' },
  component: AddressPage,
});
