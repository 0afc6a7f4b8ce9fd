import { counselingQueries, counselorOfficeQueries } from '@arcana/api-client';
import { useQuery } from '@tanstack/react-query';
import { LoadError, LoadingRows, OfficePage } from '../office';
import { t } from './intl';
import { ProfileForm } from './ProfileForm';
import { ProfileImageSection } from './ProfileImageSection';

/** 상담사 프로필 (/counselor/profile): picture, 활동명, 소개, 경력 and 상담 분야. */
export function ProfilePage() {
  const self = useQuery(counselorOfficeQueries.self());
  const categories = useQuery(counselingQueries.categories());
  const failed = self.isError || categories.isError;
  return (
    <OfficePage title={t('counselor.profile.title')} lead={t('counselor.profile.lead')}>
      {failed ? (
        <LoadError
          retrying={self.isFetching || categories.isFetching}
          onRetry={() => {
            void self.refetch();
            void categories.refetch();
          }}
        />
      ) : self.data && categories.data ? (
        <>
          <ProfileImageSection self={self.data} />
          <ProfileForm self={self.data} categories={categories.data} />
        </>
      ) : (
        <LoadingRows rows={2} height={220} />
      )}
    </OfficePage>
  );
}
