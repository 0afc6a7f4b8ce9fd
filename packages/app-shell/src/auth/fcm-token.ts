import { registerFcmToken } from '@arcana/api-client';

/** POST /api/client/fcm-token (SPEC §7), the app version along when the native shell gave one. */
export function registerPushToken(fcmToken: string, appVersion: string): Promise<void> {
  return registerFcmToken({ fcmToken, ...(appVersion ? { appVersion } : {}) });
}
