import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { AvailableTimesPage } from '../../features/available-times/AvailableTimesPage';

export const Route = createFileRoute('/counselor/available-times')({
  head: () => pageHead(t('counselor.availableTimes.title')),
  staticData: { layout: 'counselor' },
  component: AvailableTimesPage,
});
