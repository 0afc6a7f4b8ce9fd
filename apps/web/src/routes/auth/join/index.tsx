import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { JoinStartPage } from '../../../features/auth/JoinStartPage';
import { validateRedirectSearch } from '../../../features/auth/search';

export const Route = createFileRoute('/auth/join/')({
  staticData: { layout: 'subpage', title: t('web.auth.join.title') },
  validateSearch: validateRedirectSearch,
  component: function JoinRoute() {
    return <JoinStartPage redirectUri={Route.useSearch().redirectUri} />;
  },
});
