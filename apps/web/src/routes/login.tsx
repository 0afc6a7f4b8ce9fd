import { createFileRoute } from '@tanstack/react-router';
import { t } from '../app/intl';
import { LoginPage } from '../features/auth/LoginPage';
import { validateRedirectSearch } from '../features/auth/search';

export const Route = createFileRoute('/login')({
  staticData: { layout: 'subpage', title: t('web.auth.login.title') },
  validateSearch: validateRedirectSearch,
  component: function LoginRoute() {
    return <LoginPage redirectUri={Route.useSearch().redirectUri} />;
  },
});
