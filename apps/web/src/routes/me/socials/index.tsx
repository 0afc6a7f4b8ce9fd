import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { SocialLinksPage } from '../../../features/me/SocialLinksPage';

export const Route = createFileRoute('/me/socials/')({
  head: () => pageHead(t('web.me.socials.title')),
  staticData: { title: t('web.me.socials.title') },
  component: SocialLinksPage,
});
