// Backoff of the notification streams (SPEC §9 "Reconnect").
import { RECONNECT } from './constants/realtime';

/**
 * 1 s × 2^retryCount plus up to 1 s of jitter, capped at 30 s. The jitter spreads the
 * reconnects of many tabs after an api restart. `random` is injectable for tests.
 */
export function reconnectDelayMs(retryCount: number, random: () => number = Math.random): number {
  const retries = Number.isFinite(retryCount) ? Math.max(0, retryCount) : RECONNECT.maxRetries;
  const jitter = Math.min(1, Math.max(0, random())) * RECONNECT.jitterMs;
  return Math.min(RECONNECT.capMs, RECONNECT.baseMs * 2 ** retries + jitter);
}
