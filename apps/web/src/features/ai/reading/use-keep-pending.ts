import { aiQueries, keepAiReading } from '@arcana/api-client';
import { showToast, useSession } from '@arcana/app-shell';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { t } from '../intl';
import { takePendingKeep } from './pending-keep';

/** Back from logging in with a guest reading waiting: keep it and say so. */
export function useKeepPending(): void {
  const { isAuthenticated } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isAuthenticated) return;
    const readingId = takePendingKeep();
    if (readingId === null) return;
    keepAiReading(readingId)
      .then(() => {
        void queryClient.invalidateQueries({ queryKey: aiQueries.readings() });
        void showToast(t('web.ai.reading.kept'), 'success');
      })
      .catch(() => {
        void showToast(t('web.ai.reading.keepFailed'), 'error');
      });
  }, [isAuthenticated, queryClient]);
}
