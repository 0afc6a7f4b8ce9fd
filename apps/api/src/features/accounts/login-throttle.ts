import { AppError } from '../../lib/app-error';
import { type Clock, systemClock } from '../../lib/clock';
import { messages } from '../../lib/messages';
import type { LoginFailuresRepository } from './login-failures-repository';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Failed logins slow further tries down instead of locking the account: after `freeFailures`
 * failures inside `windowMs`, each try waits 1 s, 2 s, 4 s … (at most 15 minutes) after the
 * last failure. Since the wait never exceeds the window, a stranger's guesses keep the owner
 * out for 15 minutes at most — until the hourly cap, which bounds how many guesses one account
 * can take at all.
 */
export const LOGIN_THROTTLE = {
  account: { freeFailures: 5, windowMs: 15 * MINUTE_MS, hourlyCap: 100 },
  // One address may carry many people (an office, a mobile carrier's NAT), so it gets more.
  address: { freeFailures: 30, windowMs: 15 * MINUTE_MS },
  firstDelayMs: SECOND_MS,
  maxDelayMs: 15 * MINUTE_MS,
  hourMs: HOUR_MS,
} as const;

/** The wait after the last failure when `failures` happened inside the window. */
export function throttleDelayMs(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  const doublings = failures - freeFailures;
  // 2^10 s already passes the cap; stop doubling before the number grows without bound.
  if (doublings >= 10) return LOGIN_THROTTLE.maxDelayMs;
  return Math.min(LOGIN_THROTTLE.firstDelayMs * 2 ** doublings, LOGIN_THROTTLE.maxDelayMs);
}

/** `address` is null when the connection's is unknown; then only the account limits apply. */
export type LoginAttempt = { username: string; address: string | null };

const accountKey = (username: string) => `user:${username}`;
const addressKey = (address: string) => `ip:${address}`;

export function createLoginThrottle({
  failures,
  now = systemClock,
}: {
  failures: LoginFailuresRepository;
  now?: Clock;
}) {
  /** The earliest time the window scheme allows another try, from failure times oldest first. */
  function windowRetryAt(
    times: Date[],
    at: number,
    rule: { freeFailures: number; windowMs: number },
  ) {
    const recent = times.filter((time) => time.getTime() > at - rule.windowMs);
    const last = recent.at(-1);
    if (!last) return 0;
    return last.getTime() + throttleDelayMs(recent.length, rule.freeFailures);
  }

  async function accountRetryAt(username: string, at: number): Promise<number> {
    const times = await failures.listSince(accountKey(username), new Date(at - HOUR_MS));
    const { hourlyCap } = LOGIN_THROTTLE.account;
    // Over the cap, a try is possible once enough of the hour's failures have aged out.
    const capRetryAt =
      times.length >= hourlyCap ? times[times.length - hourlyCap]!.getTime() + HOUR_MS : 0;
    return Math.max(capRetryAt, windowRetryAt(times, at, LOGIN_THROTTLE.account));
  }

  async function addressRetryAt(address: string | null, at: number): Promise<number> {
    if (address === null) return 0;
    const { windowMs } = LOGIN_THROTTLE.address;
    const times = await failures.listSince(addressKey(address), new Date(at - windowMs));
    return windowRetryAt(times, at, LOGIN_THROTTLE.address);
  }

  return {
    /** Throws 429 TOO_MANY_ATTEMPTS (with Retry-After) when this try must wait. */
    async check({ username, address }: LoginAttempt): Promise<void> {
      const at = now().getTime();
      const retryAt = Math.max(
        await accountRetryAt(username, at),
        await addressRetryAt(address, at),
      );
      if (retryAt <= at) return;
      const seconds = Math.ceil((retryAt - at) / SECOND_MS);
      throw AppError.tooManyRequests(
        'TOO_MANY_ATTEMPTS',
        messages.auth.tooManyAttempts(seconds),
        seconds,
      );
    },

    async recordFailure({ username, address }: LoginAttempt): Promise<void> {
      const at = now();
      const keys =
        address === null ? [accountKey(username)] : [accountKey(username), addressKey(address)];
      await failures.record(keys, at);
      await failures.prune(keys, new Date(at.getTime() - HOUR_MS));
    },

    /** The owner got in: their account's failures stop counting (the address's do not). */
    async recordSuccess({ username }: Pick<LoginAttempt, 'username'>): Promise<void> {
      await failures.clear(accountKey(username));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
