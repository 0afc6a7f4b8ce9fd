import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { IntroducePage } from '../../features/help/IntroducePage';

export const Route = createFileRoute('/help/introduce')({
  staticData: { layout: 'help', title: t('web.help.introduce.title') },
  component: IntroducePage,
});
