import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { t } from '../intl/intl';
import { ErrorScreen } from './ErrorScreen';

/** A path no route claims (SPEC §8): 404 page, and the developer message in the console. */
export default function NotFoundScreen() {
  const path = useRouterState({ select: (state) => state.location.pathname });

  useEffect(() => {
    console.warn(`Page not found: ${path}`);
  }, [path]);

  return (
    <ErrorScreen
      status={404}
      title={t('shell.notFound.title')}
      message={t('shell.notFound.description', { path })}
    />
  );
}
