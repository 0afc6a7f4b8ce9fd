import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { ReservationsPage } from '../../features/reservations/ReservationsPage';

export const Route = createFileRoute('/counselor/reservations')({
  head: () => pageHead(t('counselor.reservations.title')),
  staticData: { layout: 'counselor' },
  component: ReservationsPage,
});
