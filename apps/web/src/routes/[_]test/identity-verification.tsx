import { requireUser, safeRedirectPath } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { IdentityVerificationTestPage } from '../../features/me/IdentityVerificationTestPage';
import { validateReturnToSearch } from '../../features/me/search';

// SPEC §2 test page; the verification it makes belongs to the signed-in user.
export const Route = createFileRoute('/_test/identity-verification')({
  validateSearch: validateReturnToSearch,
  beforeLoad: requireUser,
  staticData: { layout: 'content', title: t('web.me.identity.title') },
  component: IdentityRoute,
});

function IdentityRoute() {
  const { returnTo } = Route.useSearch();
  return <IdentityVerificationTestPage returnTo={safeRedirectPath(returnTo) ?? '/me'} />;
}
