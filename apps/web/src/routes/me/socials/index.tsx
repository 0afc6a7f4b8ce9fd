import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { SocialLinksPage } from '../../../features/me/SocialLinksPage';

export const Route = createFileRoute('/me/socials/')({
  staticData: { title: t('web.me.socials.title') },
  component: SocialLinksPage,
});
