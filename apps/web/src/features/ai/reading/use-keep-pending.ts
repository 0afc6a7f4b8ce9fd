import { aiQueries, keepAiReading } from '@arcana/api-client';
import { showToast, useSession } from '@arcana/app-shell';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { t } from '../intl';
import { takePendingKeep } from './pending-keep';

/**
 * Back from logging in with a guest reading waiting: keep it, say so, and open it where kept
 * readings live (the tarot page itself starts over with an empty question).
 */
export function useKeepPending(): void {
  const { isAuthenticated } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isAuthenticated) return;
    const readingId = takePendingKeep();
    if (readingId === null) return;
    keepAiReading(readingId)
      .then((reading) => {
        queryClient.setQueryData(aiQueries.reading(reading.id).queryKey, reading);
        void queryClient.invalidateQueries({ queryKey: aiQueries.readings() });
        void showToast(t('web.ai.reading.kept'), 'success');
        void navigate({ to: '/me/ai/$id', params: { id: reading.id }, replace: true });
      })
      .catch(() => {
        void showToast(t('web.ai.reading.keepFailed'), 'error');
      });
  }, [isAuthenticated, queryClient, navigate]);
}
