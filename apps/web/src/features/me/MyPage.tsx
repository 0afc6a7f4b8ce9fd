import { meQueries } from '@arcana/api-client';
import { ThemeSettingControl, useLogout } from '@arcana/app-shell';
import { CheckIcon } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { IDENTITY_TEST_PATH } from './identity-path';
import { t } from './intl';
import { LoadError } from './LoadError';
import { MenuButton, MenuLink, MenuStatic } from './MenuRow';
import * as cardStyles from './MyPage.css';
import * as styles from './me.css';
import { ProfileCard, ProfileCardSkeleton } from './ProfileCard';
import { SpendingLimitSection } from './spending-limit/SpendingLimitSection';

// The Radix dialog layer stays out of the page's first load; hovering the row starts fetching it.
const loadDeleteDialog = () => import('./DeleteAccountDialog');
const DeleteAccountDialog = lazy(loadDeleteDialog);

/** 마이페이지: the profile card, then the account and settings menus. */
export function MyPage() {
  const me = useQuery(meQueries.current());
  // SPEC §2: logging out from a /me page goes home.
  const { logout, isPending: loggingOut } = useLogout();
  const [deleteOpen, setDeleteOpen] = useState(false);

  if (me.isPending) {
    return (
      <div className={styles.page}>
        <ProfileCardSkeleton />
      </div>
    );
  }
  if (me.isError) {
    return <LoadError onRetry={() => void me.refetch()} retrying={me.isFetching} />;
  }
  const user = me.data;

  return (
    <div className={styles.page}>
      <ProfileCard user={user} />

      <section className={styles.section} aria-labelledby="me-account">
        <h2 id="me-account" className={styles.sectionTitle}>
          {t('web.me.menu.account')}
        </h2>
        <ul className={styles.group}>
          <MenuLink to="/me/profile" label={t('web.me.menu.profile')} />
          <MenuLink to="/me/mobile" label={t('web.me.menu.mobile')} />
          <MenuLink to="/me/contact-info" label={t('web.me.menu.contactInfo')} />
          <MenuLink to="/me/socials" label={t('web.me.menu.socials')} />
          {user.identityVerified ? (
            <MenuStatic
              label={t('web.me.menu.identity')}
              value={
                <span className={cardStyles.badgeDone}>
                  <CheckIcon size={16} />
                  {t('web.me.menu.identityDone')}
                </span>
              }
            />
          ) : (
            <MenuLink
              to={IDENTITY_TEST_PATH}
              search={{ returnTo: '/me' }}
              label={t('web.me.menu.identity')}
              value={<span className={cardStyles.badgeTodo}>{t('web.me.menu.identityTodo')}</span>}
            />
          )}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="me-activity">
        <h2 id="me-activity" className={styles.sectionTitle}>
          {t('web.me.menu.activity')}
        </h2>
        <ul className={styles.group}>
          <MenuLink to="/me/counseling/sessions" label={t('web.me.sessions.title')} />
          <MenuLink to="/me/counseling/reservations" label={t('web.me.reservations.title')} />
          <MenuLink to="/me/counseling/reviews" label={t('web.me.reviews.title')} />
          <MenuLink to="/ai/chat/list" label={t('web.ai.chatList.title')} />
          <MenuLink to="/me/ai/reviews" label={t('web.me.ai.reviews.title')} />
          <MenuLink to="/me/comments" label={t('web.me.comments.title')} />
          <MenuLink to="/me/reactions" label={t('web.me.reactions.title')} />
        </ul>
      </section>

      <SpendingLimitSection />

      <section className={styles.section} aria-labelledby="me-settings">
        <h2 id="me-settings" className={styles.sectionTitle}>
          {t('web.me.menu.settings')}
        </h2>
        <ul className={styles.group}>
          <MenuLink to="/me/notifications" label={t('web.notifications.menu')} />
          <MenuLink to="/me/notifications/settings" label={t('web.me.menu.notifications')} />
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="me-theme">
        <h2 id="me-theme" className={styles.sectionTitle}>
          {t('web.me.menu.theme')}
        </h2>
        <ThemeSettingControl />
      </section>

      <ul className={styles.group}>
        <MenuButton
          label={t('web.me.menu.logout')}
          onClick={() => void logout()}
          busy={loggingOut}
        />
        <MenuButton
          label={t('web.me.menu.delete')}
          danger
          onClick={() => setDeleteOpen(true)}
          onPointerEnter={() => void loadDeleteDialog()}
        />
      </ul>

      {deleteOpen ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog open={deleteOpen} onOpenChange={setDeleteOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
