import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { CounselorHomePage } from '../../features/home/CounselorHomePage';

export const Route = createFileRoute('/counselor/')({
  head: () => pageHead(t('counselor.home.title')),
  staticData: { layout: 'counselor' },
  component: CounselorHomePage,
});
