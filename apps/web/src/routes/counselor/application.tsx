import { requireUser } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { ApplicationPage } from '../../features/counselor-application/ApplicationPage';

// SPEC §2 lists /counselor/application under "User login required": a guest goes to /login.
export const Route = createFileRoute('/counselor/application')({
  beforeLoad: requireUser,
  staticData: { layout: 'content', title: t('web.counselorApplication.title') },
  component: ApplicationPage,
});
