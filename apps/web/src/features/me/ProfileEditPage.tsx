import { meQueries } from '@arcana/api-client';
import { Skeleton } from '@arcana/ui';
import { useQuery } from '@tanstack/react-query';
import { t } from './intl';
import { LoadError } from './LoadError';
import * as styles from './me.css';
import { ProfileImagePicker } from './ProfileImagePicker';
import { ProfileInfoForm } from './ProfileInfoForm';

/** 내 프로필 수정: the picture (saved on its own) and the name form. */
export function ProfileEditPage() {
  const me = useQuery(meQueries.current());
  if (me.isPending) return <FormSkeleton />;
  if (me.isError) return <LoadError onRetry={() => void me.refetch()} retrying={me.isFetching} />;
  return (
    <div className={styles.page}>
      <section aria-label={t('web.me.profile.image')}>
        <ProfileImagePicker user={me.data} />
      </section>
      <ProfileInfoForm user={me.data} />
    </div>
  );
}

/** The shape of a form while the user loads. */
export function FormSkeleton({ fields = 3 }: { fields?: number }) {
  return (
    <div className={styles.page} role="status" aria-busy="true" aria-label={t('web.me.loading')}>
      {Array.from({ length: fields }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered
        <div key={index} className={styles.section}>
          <Skeleton width="25%" />
          <Skeleton shape="rect" height={48} />
        </div>
      ))}
    </div>
  );
}
