import type { User } from '@arcana/domain';
import { buttonStyle, Skeleton } from '@arcana/ui';
import { Link } from '@tanstack/react-router';
import { t } from './intl';
import * as styles from './MyPage.css';
import { maskMobile } from './mobile-format';
import { ProfileAvatar } from './ProfileAvatar';

const AVATAR_SIZE = 72;

/** Who is signed in: picture (or initials), display name, name and the masked mobile. */
export function ProfileCard({ user }: { user: User }) {
  return (
    <section className={styles.card} aria-label={t('web.me.card.label')} data-testid="profile-card">
      <ProfileAvatar
        displayName={user.displayName}
        image={user.profileImage}
        size={AVATAR_SIZE}
        alt={t('web.me.card.imageAlt', { name: user.displayName })}
      />
      <div className={styles.identity}>
        <p className={styles.displayName}>{user.displayName}</p>
        <p className={styles.meta}>{user.name}</p>
        <p className={styles.meta}>
          {user.mobile ? maskMobile(user.mobile) : t('web.me.card.noMobile')}
        </p>
      </div>
      <Link to="/me/profile" className={buttonStyle({ variant: 'secondary', size: 'sm' })}>
        {t('web.me.card.edit')}
      </Link>
    </section>
  );
}

export function ProfileCardSkeleton() {
  return (
    <div className={styles.card} role="status" aria-busy="true" aria-label={t('web.me.loading')}>
      <Skeleton shape="circle" width={AVATAR_SIZE} />
      <div className={styles.identity}>
        <Skeleton width="50%" height={24} />
        <Skeleton width="30%" />
        <Skeleton width="45%" />
      </div>
    </div>
  );
}
