import { pageHead } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { MyPage } from '../../features/me/MyPage';

export const Route = createFileRoute('/me/')({
  head: () => pageHead(t('web.me.title')),
  staticData: { layout: 'mypage', title: t('web.me.title') },
  component: MyPage,
});
