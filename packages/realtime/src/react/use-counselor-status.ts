import type { CounselorStatusEvent } from '@arcana/domain';
import { useEffect, useRef } from 'react';
import { type CounselorStatusHub, createCounselorStatusHub } from '../counselor-status';

// One hub per tab, made on the first subscription (never while rendering: no window then).
let hub: CounselorStatusHub | null = null;

/**
 * Calls `onStatus` for every counselor status change while the component is mounted, and
 * `onResync` when the stream comes back after a gap (what changed meanwhile is unknown).
 */
export function useCounselorStatusStream(
  onStatus: (event: CounselorStatusEvent) => void,
  onResync?: () => void,
): void {
  const latest = useRef({ onStatus, onResync });
  latest.current = { onStatus, onResync };
  useEffect(() => {
    hub ??= createCounselorStatusHub();
    return hub.subscribe({
      onStatus: (event) => latest.current.onStatus(event),
      onResync: () => latest.current.onResync?.(),
    });
  }, []);
}
