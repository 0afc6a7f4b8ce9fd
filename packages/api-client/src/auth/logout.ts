import { logout } from './fetchers';
import { endSession } from './session';
import { hasStoredSession } from './token-store';

/**
 * Logs out: the api revokes the refresh family and forgets the push token (`fcm`), then the
 * tokens go. The local logout happens even when the call fails: a person who pressed 로그아웃
 * must end up logged out.
 */
export async function logoutSession(fcmToken?: string): Promise<void> {
  try {
    if (hasStoredSession()) await logout(fcmToken);
  } catch (error) {
    console.warn('Logout call failed; logging out locally', error);
  } finally {
    endSession('logout');
  }
}
