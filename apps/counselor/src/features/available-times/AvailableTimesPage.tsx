import { availableTimesQueries } from '@arcana/api-client';
import { useQuery } from '@tanstack/react-query';
import { LoadError, LoadingRows, OfficePage } from '../office';
import { ExceptionsSection } from './ExceptionsSection';
import { t } from './intl';
import { WeeklyHoursSection } from './WeeklyHoursSection';

/** 예약 가능시간 관리 (/counselor/available-times): weekly hours and dated exceptions. */
export function AvailableTimesPage() {
  const weekly = useQuery(availableTimesQueries.weekly());
  const exceptions = useQuery(availableTimesQueries.exceptions());
  const failed = weekly.isError ? weekly : exceptions.isError ? exceptions : null;
  return (
    <OfficePage
      title={t('counselor.availableTimes.title')}
      lead={t('counselor.availableTimes.lead')}
    >
      {failed ? (
        <LoadError retrying={failed.isFetching} onRetry={() => void failed.refetch()} />
      ) : !weekly.data || !exceptions.data ? (
        <LoadingRows rows={2} height={320} />
      ) : (
        <>
          <WeeklyHoursSection weekly={weekly.data} />
          <ExceptionsSection weekly={weekly.data} exceptions={exceptions.data} />
        </>
      )}
    </OfficePage>
  );
}
