import {
  type ChangeMobileRequest,
  type ContactInfoRequest,
  type NotificationSettingsRequest,
  type ProfileInfoRequest,
  type SocialProvider,
  socialAuthorizeResponseSchema,
  socialLinksSchema,
  uploadResponseSchema,
  userSchema,
} from '@arcana/domain';
import { apiFetch } from '../http';

// The signed-in user's own account (issue 3 "Profile"). Every write answers the updated User,
// except the ones that answer 204 (fcm token, delete), so callers can put it straight in ['me'].

/** PATCH /api/client/me/profile-info { name, displayName } → User. */
export function updateProfileInfo(body: ProfileInfoRequest) {
  return apiFetch('/api/client/me/profile-info', { method: 'PATCH', body, schema: userSchema });
}

/** PATCH /api/client/me/contact-info { email } → User ('' clears the e-mail). */
export function updateContactInfo(body: ContactInfoRequest) {
  return apiFetch('/api/client/me/contact-info', { method: 'PATCH', body, schema: userSchema });
}

/** PATCH /api/client/me/mobile { mobile, verificationToken } (purpose CHANGE_MOBILE) → User. */
export function changeMobile(body: ChangeMobileRequest) {
  return apiFetch('/api/client/me/mobile', { method: 'PATCH', body, schema: userSchema });
}

/** POST /api/client/uploads, multipart field `file` → { uploadId, image }. */
export function uploadImage(file: Blob, fileName?: string) {
  const form = new FormData();
  if (fileName === undefined) form.append('file', file);
  else form.append('file', file, fileName);
  return apiFetch('/api/client/uploads', { method: 'POST', form, schema: uploadResponseSchema });
}

/** PATCH /api/client/me/profile-image { uploadId } → User. */
export function setProfileImage(uploadId: string) {
  return apiFetch('/api/client/me/profile-image', {
    method: 'PATCH',
    body: { uploadId },
    schema: userSchema,
  });
}

/** DELETE /api/client/me/profile-image → User without a profile image. */
export function removeProfileImage() {
  return apiFetch('/api/client/me/profile-image', { method: 'DELETE', schema: userSchema });
}

/** PATCH /api/client/me/notification-settings with only the flags that change → User. */
export function updateNotificationSettings(body: NotificationSettingsRequest) {
  return apiFetch('/api/client/me/notification-settings', {
    method: 'PATCH',
    body,
    schema: userSchema,
  });
}

/**
 * POST /api/client/fcm-token { fcmToken, appVersion? } → 204. Sent in the background when a
 * push token exists (SPEC §7), so a failure is not toasted.
 */
export async function registerFcmToken(body: { fcmToken: string; appVersion?: string }) {
  await apiFetch('/api/client/fcm-token', { method: 'POST', body, silent: true });
}

/** GET /api/client/me/identity-verify/{verificationId}: marks the user verified → User. */
export function verifyIdentity(verificationId: string) {
  return apiFetch(`/api/client/me/identity-verify/${encodeURIComponent(verificationId)}`, {
    schema: userSchema,
  });
}

/** POST /api/client/me/delete { password?, reason? } → 204; the login dies at once. */
export async function deleteAccount(body: { password?: string; reason?: string } = {}) {
  await apiFetch('/api/client/me/delete', { method: 'POST', body });
}

function providerPath(provider: SocialProvider): string {
  return encodeURIComponent(provider);
}

/** GET /api/client/me/socials → { providers, linked }. */
export function fetchSocialLinks(signal?: AbortSignal) {
  return apiFetch('/api/client/me/socials', { schema: socialLinksSchema, signal });
}

/** POST /api/client/me/socials/{provider}/authorize → { url } of the provider's consent page. */
export function authorizeSocialLink(provider: SocialProvider) {
  return apiFetch(`/api/client/me/socials/${providerPath(provider)}/authorize`, {
    method: 'POST',
    schema: socialAuthorizeResponseSchema,
  });
}

/** POST /api/client/me/socials/link-callback { provider, code, state } → { providers, linked }. */
export function linkSocialCallback(body: {
  provider: SocialProvider;
  code: string;
  state: string;
}) {
  return apiFetch('/api/client/me/socials/link-callback', {
    method: 'POST',
    body,
    schema: socialLinksSchema,
  });
}

/** DELETE /api/client/me/socials/{provider} → { providers, linked }. */
export function unlinkSocial(provider: SocialProvider) {
  return apiFetch(`/api/client/me/socials/${providerPath(provider)}`, {
    method: 'DELETE',
    schema: socialLinksSchema,
  });
}
