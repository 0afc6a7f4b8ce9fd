import { applyCounselorStatus, counselingQueries } from '@arcana/api-client';
import { useCounselorStatusStream } from '@arcana/realtime';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Keeps every counselor status on screen live (DESIGN "Counselor status"): each event of the
 * shared public stream is written into the cached lists and profiles; after a gap in the stream
 * the counseling answers are read again, since changes may have been missed.
 */
export function useCounselorStatusLive(): void {
  const queryClient = useQueryClient();
  useCounselorStatusStream(
    (event) => applyCounselorStatus(queryClient, event.counselorId, event.status),
    () => void queryClient.invalidateQueries({ queryKey: counselingQueries.all() }),
  );
}
