import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../app/intl';
import { HomePage } from '../features/home/HomePage';

export const Route = createFileRoute('/')({
  head: () => pageHead(t('web.home.title')),
  staticData: { layout: 'subpage-home' },
  component: HomePage,
});
