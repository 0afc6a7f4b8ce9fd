import { pageHead, positiveIdParam, routeValidity } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../../app/intl';
import { GalleryPage } from '../../../../features/counseling/GalleryPage';
import { validateGallerySearch } from '../../../../features/counseling/search';

export const Route = createFileRoute('/counseling/counselors/$id/galleries')({
  ...routeValidity({ params: { id: positiveIdParam } }),
  validateSearch: validateGallerySearch,
  staticData: { layout: 'subpage', title: t('web.counseling.galleries.title') },
  loader: ({ context: { queryClient }, params: { id } }) =>
    import('../../../../features/counseling/loaders').then((loaders) =>
      loaders.loadGalleries(queryClient, id),
    ),
  head: ({ loaderData }) =>
    pageHead(
      loaderData
        ? `${loaderData.name} · ${t('web.counseling.galleries.title')}`
        : t('web.counseling.galleries.title'),
    ),
  component: GalleryRoute,
});

function GalleryRoute() {
  const { id } = Route.useParams();
  const { image } = Route.useSearch();
  return <GalleryPage id={id} image={image ?? null} />;
}
