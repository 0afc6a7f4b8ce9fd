import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { MyPage } from '../../features/me/MyPage';

export const Route = createFileRoute('/me/')({
  staticData: { layout: 'mypage', title: t('web.me.title') },
  component: MyPage,
});
