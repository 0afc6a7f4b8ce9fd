import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../../app/intl';
import { RecruitmentPage } from '../../../features/counselor-recruitment/RecruitmentPage';

// Public (SPEC §2 "Events"): why and how to counsel on 아르카나, with the call to apply.
export const Route = createFileRoute('/events/counselor/recruitment')({
  staticData: { title: t('web.recruitment.title') },
  component: RecruitmentPage,
});
