import { isApiError } from '@arcana/api-client';
import { buttonStyle } from '@arcana/ui';
import { CancelledError } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isChunkLoadError } from '../chunks/chunk-reload-guard';
import { t } from '../intl/intl';
import { ErrorScreen } from './ErrorScreen';
import { errorStatusOf } from './error-status';

function stackOf(error: unknown, componentStack: string | undefined): string | undefined {
  const base =
    error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : undefined;
  const text = [base ?? (error === undefined ? undefined : String(error)), componentStack]
    .filter(Boolean)
    .join('\n');
  return text === '' ? undefined : text;
}

/** Loading again automatically more often than this within the window means something is wrong. */
const CANCELLED_RELOADS = { max: 3, windowMs: 10_000 };
let cancelledReloads: number[] = [];

/** Counts an automatic reload of the route; false once the budget of the window is spent. */
export function takeCancelledReload(now = Date.now()): boolean {
  cancelledReloads = cancelledReloads.filter((at) => now - at < CANCELLED_RELOADS.windowMs);
  if (cancelledReloads.length >= CANCELLED_RELOADS.max) return false;
  cancelledReloads.push(now);
  return true;
}

export function resetCancelledReloads(): void {
  cancelledReloads = [];
}

/**
 * A cancelled query is never an error (the shell's QueryClient already asks again when observers
 * leave; what still arrives here is a query removed on purpose mid-load, e.g. by logout): the
 * route loads again, showing the loading notice meanwhile, and offers a retry button if it keeps
 * being cancelled. Never the error screen; the console still tells developers.
 */
function CancelledLoad({ error }: { error: CancelledError }) {
  const router = useRouter();
  const [stuck, setStuck] = useState(false);

  useEffect(() => {
    // Still told to developers: the QueryClient should have asked again by itself.
    console.error('A query was cancelled while the route loaded; loading the route again.', error);
    if (takeCancelledReload()) void router.invalidate();
    else setStuck(true);
  }, [error, router]);

  return (
    <div role="status" aria-live="polite">
      <p>{t('shell.loading')}</p>
      {stuck ? (
        <button
          type="button"
          className={buttonStyle({ variant: 'primary' })}
          onClick={() => void router.invalidate()}
        >
          {t('shell.action.retry')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The whole error page of a route (SPEC §2): status, status message (default 문제가
 * 발견되었어요), a message, the collapsible stack and a button home. RootErrorPage loads it when
 * a route fails, after a failed chunk had its one reload (SPEC §8).
 */
export default function RouteErrorPage(props: ErrorComponentProps) {
  if (props.error instanceof CancelledError) return <CancelledLoad error={props.error} />;
  return <RouteErrorScreen {...props} />;
}

function RouteErrorScreen({ error, info }: ErrorComponentProps) {
  const router = useRouter();
  const status = errorStatusOf(error);
  const chunkFailed = isChunkLoadError(error);

  useEffect(() => {
    console.error(error);
  }, [error]);

  // A page that could not load for want of a network loads by itself once the network is back.
  useEffect(() => {
    if (!chunkFailed) return;
    const retry = () => void router.invalidate();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [chunkFailed, router]);

  if (chunkFailed && !navigator.onLine) {
    return (
      <ErrorScreen
        status={status}
        title={t('shell.offline.title')}
        message={t('shell.offline.description')}
        stack={stackOf(error, info?.componentStack)}
        onRetry={() => void router.invalidate()}
      />
    );
  }

  const notFound = status === 404;
  // The api's messages are written for people (Korean); a JavaScript error's message is not,
  // so it goes into the stack details instead.
  const message = isApiError(error)
    ? error.message
    : notFound
      ? t('shell.notFound.description', { path: window.location.pathname })
      : t('shell.error.description');

  return (
    <ErrorScreen
      status={status}
      title={notFound ? t('shell.notFound.title') : t('shell.error.title')}
      message={message}
      stack={stackOf(error, info?.componentStack)}
      // Offline, or the one reload spent: the chunk may well load on a second try.
      onRetry={chunkFailed ? () => void router.invalidate() : undefined}
    />
  );
}
