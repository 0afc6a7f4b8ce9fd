import { NotFoundPage, pageHead, t } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { StoredPage } from '../features/content/StoredPage';

// Any path no route claims. One segment shaped like a stored page's slug (/terms, /privacy,
// /refund, /youth-protection, …) is that page from the api; the api's 404 or any other path is
// the not-found page (SPEC §8: a non-fatal 'Page not found: {path}').
export const Route = createFileRoute('/$')({
  loader: ({ context: { queryClient }, params }) =>
    import('../features/content/loaders').then((loaders) =>
      loaders.loadStoredPage(queryClient, params._splat),
    ),
  head: ({ loaderData }) => pageHead(loaderData?.title ?? t('shell.notFound.title')),
  component: StoredPageRoute,
  notFoundComponent: NotFoundPage,
});

function StoredPageRoute() {
  const { _splat } = Route.useParams();
  return <StoredPage slug={(_splat ?? '').replace(/\/+$/, '')} />;
}
