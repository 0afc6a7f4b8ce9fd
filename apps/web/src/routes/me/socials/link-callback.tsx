import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { SocialLinkCallbackPage } from '../../../features/me/SocialLinkCallbackPage';
import { validateLinkCallbackSearch } from '../../../features/me/search';

export const Route = createFileRoute('/me/socials/link-callback')({
  // What the provider appends: anything missing or odd is treated as a failed link, never a 404.
  validateSearch: validateLinkCallbackSearch,
  staticData: { title: t('web.me.socials.title') },
  component: LinkCallbackRoute,
});

function LinkCallbackRoute() {
  const { provider, code, state } = Route.useSearch();
  return <SocialLinkCallbackPage provider={provider} code={code} state={state} />;
}
