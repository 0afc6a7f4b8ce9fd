import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { GalleryPage } from '../../features/profile/GalleryPage';

export const Route = createFileRoute('/counselor/gallery')({
  head: () => pageHead(t('counselor.gallery.title')),
  staticData: { layout: 'counselor' },
  component: GalleryPage,
});
