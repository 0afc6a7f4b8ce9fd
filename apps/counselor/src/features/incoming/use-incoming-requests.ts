import { counselorRequestQueries } from '@arcana/api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { liveRequests, takeNewIds } from './countdown';

/** Without a notification (stream down, another tab's leader lost) the list still refreshes. */
const FALLBACK_REFRESH_MS = 30_000;

/** A clock that ticks every second while `running`, for the countdowns. */
export function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/**
 * The pending IMMEDIATE requests, live: the counselor stream's SESSION_REQUESTED and
 * SESSION_CANCELLED refresh the query (its key sits under the active sessions'), a request whose
 * 2 minutes ran out leaves at once. `onArrival` runs once per request never seen in this tab.
 */
export function useIncomingRequests(onArrival: (ids: number[]) => unknown) {
  const query = useQuery({
    ...counselorRequestQueries.list(),
    refetchInterval: FALLBACK_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const all = query.data ?? [];
  const now = useNow(all.length > 0);
  const live = useMemo(() => liveRequests(all, now), [all, now]);

  const seen = useRef(new Set<number>());
  const arrival = useRef(onArrival);
  arrival.current = onArrival;
  useEffect(() => {
    const fresh = takeNewIds(
      seen.current,
      (query.data ?? []).map((request) => request.id),
    );
    if (fresh.length > 0) arrival.current(fresh);
  }, [query.data]);

  // One ran out: ask again, so a request the server still counts shows its real state.
  const expired = all.length - live.length;
  const { refetch } = query;
  useEffect(() => {
    if (expired > 0) void refetch();
  }, [expired, refetch]);

  return { requests: live, now, query };
}
