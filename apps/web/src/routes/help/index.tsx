import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { HelpHomePage } from '../../features/help/HelpHomePage';

// 고객센터 (SPEC §2, help layout): search, FAQ categories, 1:1 문의 and the policies.
export const Route = createFileRoute('/help/')({
  staticData: { layout: 'help', title: t('web.help.title') },
  loader: ({ context: { queryClient } }) =>
    import('../../features/help/loaders').then((loaders) => loaders.loadHelpHome(queryClient)),
  component: HelpHomePage,
});
