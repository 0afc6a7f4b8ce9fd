import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { SocialJoinPage } from '../../../features/auth/SocialJoinPage';
import { validateSocialCallbackSearch } from '../../../features/auth/search';

// The provider's callback: ?provider=KAKAO|GOOGLE&code=&state= (or &error=).
export const Route = createFileRoute('/auth/join/social')({
  staticData: { layout: 'subpage', title: t('web.auth.join.title') },
  validateSearch: validateSocialCallbackSearch,
  component: function SocialCallbackRoute() {
    return <SocialJoinPage search={Route.useSearch()} />;
  },
});
