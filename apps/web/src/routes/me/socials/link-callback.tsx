import { pageHead } from '@arcana/app-shell';
import { SOCIAL_PROVIDERS } from '@arcana/domain';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { t } from '../../../app/intl';
import { SocialLinkCallbackPage } from '../../../features/me/SocialLinkCallbackPage';

// What the provider appends: anything missing or odd is treated as a failed link, never a 404.
const searchSchema = v.object({
  provider: v.fallback(v.optional(v.picklist(SOCIAL_PROVIDERS)), undefined),
  code: v.fallback(v.optional(v.string()), undefined),
  state: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute('/me/socials/link-callback')({
  validateSearch: (search) => v.parse(searchSchema, search),
  head: () => pageHead(t('web.me.socials.title')),
  staticData: { title: t('web.me.socials.title') },
  component: LinkCallbackRoute,
});

function LinkCallbackRoute() {
  const { provider, code, state } = Route.useSearch();
  return <SocialLinkCallbackPage provider={provider} code={code} state={state} />;
}
