import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { ContactInfoPage } from '../../features/me/ContactInfoPage';

export const Route = createFileRoute('/me/contact-info')({
  staticData: { title: t('web.me.contact.title') },
  component: ContactInfoPage,
});
