import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { ContactUsPage } from '../../features/help/ContactUsPage';

// 1:1 문의 (public): a guest leaves an e-mail, a logged-in user reads the answer in /me/claims.
export const Route = createFileRoute('/help/contact-us')({
  staticData: { layout: 'help', title: t('web.help.contact.title') },
  component: ContactUsPage,
});
