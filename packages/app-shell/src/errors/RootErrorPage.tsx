import { isApiError } from '@arcana/api-client';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from '../chunks/chunk-reload-guard';
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

/**
 * The route errorComponent (SPEC §2 error page): status, status message (default 문제가
 * 발견되었어요), a message, the collapsible stack and a button home. A failed chunk reloads
 * once instead (SPEC §8).
 */
export function RootErrorPage({ error, info }: ErrorComponentProps) {
  const [reloading, setReloading] = useState(false);
  const status = errorStatusOf(error);

  useEffect(() => {
    if (isChunkLoadError(error) && reloadOnceForChunkError()) {
      setReloading(true);
      return;
    }
    console.error(error);
  }, [error]);

  if (reloading) return <p role="status">{t('shell.chunkReload.notice')}</p>;

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
    />
  );
}
