import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { FaqPage } from '../../features/help/FaqPage';
import { validateFaqSearch } from '../../features/help/search';

// 자주 묻는 질문: the category and the search live in the address (?category=3&q=환불).
export const Route = createFileRoute('/help/faq')({
  validateSearch: validateFaqSearch,
  staticData: { layout: 'help', title: t('web.help.faq.title') },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    import('../../features/help/loaders').then((loaders) => loaders.loadFaq(queryClient, deps)),
  component: FaqRoute,
});

function FaqRoute() {
  const search = Route.useSearch();
  return <FaqPage search={search} />;
}
