import { AUTH_STORAGE_KEY, meQueries, onLoggedOut, startTokenRefresh } from '@arcana/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSettings } from '../settings/settings';
import { resetSessionCache, useSession } from './session';

/**
 * SPEC §7: the push token goes to the api when one exists and the user is authenticated, once
 * per user and token in this page's life (after login, and when the native shell hands a new one).
 */
function useFcmTokenSync(): void {
  const { user, isAuthenticated } = useSession();
  const [{ fcmToken, appVersion }] = useSettings();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!isAuthenticated || !fcmToken) return;
    const key = `${user.id}:${fcmToken}`;
    if (sent.current === key) return;
    sent.current = key;
    // Loaded on demand: only the native app has a push token, the web first visit never does.
    import('./fcm-token')
      .then(({ registerPushToken }) => registerPushToken(fcmToken, appVersion))
      .catch((error: unknown) => {
        sent.current = null;
        console.warn('Could not register the push token', error);
      });
  }, [isAuthenticated, user.id, fcmToken, appVersion]);
}

/**
 * The session's background work, mounted once by bootApp: token refresh before requests and
 * every minute, the cache reset whenever the session ends (logout, refused refresh, deletion,
 * or another tab logging out), and the push-token sync.
 */
export function AuthController() {
  const queryClient = useQueryClient();

  useEffect(() => startTokenRefresh(), []);

  useEffect(() => onLoggedOut(() => resetSessionCache(queryClient)), [queryClient]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== AUTH_STORAGE_KEY) return;
      if (event.newValue === null) resetSessionCache(queryClient);
      else void queryClient.invalidateQueries({ queryKey: meQueries.all(), exact: true });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  useFcmTokenSync();
  return null;
}
