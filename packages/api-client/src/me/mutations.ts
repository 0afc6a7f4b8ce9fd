import type {
  ChangeMobileRequest,
  ContactInfoRequest,
  NotificationSettingsRequest,
  ProfileInfoRequest,
  SocialLinks,
  SocialProvider,
  User,
} from '@arcana/domain';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { meQueries } from '../auth/queries';
import { endSession } from '../auth/session';
import {
  authorizeSocialLink,
  changeMobile,
  deleteAccount,
  linkSocialCallback,
  removeProfileImage,
  setProfileImage,
  unlinkSocial,
  updateContactInfo,
  updateNotificationSettings,
  updateProfileInfo,
  uploadImage,
  verifyIdentity,
} from './fetchers';
import { socialLinkQueries } from './queries';

// Mutation option factories for the signed-in user's account. Every one that changes the user
// writes the api's answer into ['me'] (no refetch round trip); the rest invalidate it.

const ME_KEY = meQueries.all();

function storeUser(client: QueryClient, user: User): void {
  client.setQueryData(ME_KEY, user);
}

function storeSocialLinks(client: QueryClient, links: SocialLinks): void {
  client.setQueryData(socialLinkQueries.all(), links);
}

type NotificationFlags = Pick<User, keyof NotificationSettingsRequest>;

export const meMutations = {
  updateProfileInfo: () =>
    mutationOptions({
      mutationKey: [...ME_KEY, 'profile-info'],
      mutationFn: (body: ProfileInfoRequest) => updateProfileInfo(body),
      onSuccess: (user, _body, _result, { client }) => storeUser(client, user),
    }),
  updateContactInfo: () =>
    mutationOptions({
      mutationKey: [...ME_KEY, 'contact-info'],
      mutationFn: (body: ContactInfoRequest) => updateContactInfo(body),
      onSuccess: (user, _body, _result, { client }) => storeUser(client, user),
    }),
  changeMobile: () =>
    mutationOptions({
      mutationKey: [...ME_KEY, 'mobile'],
      mutationFn: (body: ChangeMobileRequest) => changeMobile(body),
      onSuccess: (user, _body, _result, { client }) => storeUser(client, user),
    }),
  /** Uploads the file, then makes it the profile image: one press, two calls. */
  replaceProfileImage: () =>
    mutationOptions({
      mutationKey: [...ME_KEY, 'profile-image'],
      mutationFn: async (file: File) => {
        const upload = await uploadImage(file, file.name);
        return setProfileImage(upload.uploadId);
      },
      onSuccess: (user, _file, _result, { client }) => storeUser(client, user),
    }),
  removeProfileImage: () =>
    mutationOptions({
      mutationKey: [...ME_KEY, 'profile-image', 'remove'],
      mutationFn: () => removeProfileImage(),
      onSuccess: (user, _variables, _result, { client }) => storeUser(client, user),
    }),
  /**
   * Optimistic: the switch moves at once; a failed call puts the previous user back, and the
   * answer (or a refetch after a failure) settles what the server really holds.
   */
  updateNotificationSettings: () =>
    mutationOptions({
      mutationKey: [...ME_KEY, 'notification-settings'],
      mutationFn: (flags: NotificationSettingsRequest) => updateNotificationSettings(flags),
      onMutate: async (flags, { client }) => {
        await client.cancelQueries({ queryKey: ME_KEY, exact: true });
        const previous = client.getQueryData<User>(ME_KEY);
        if (previous) {
          client.setQueryData<User>(ME_KEY, { ...previous, ...(flags as NotificationFlags) });
        }
        return { previous };
      },
      onError: (_error, _flags, result, { client }) => {
        if (result?.previous) client.setQueryData(ME_KEY, result.previous);
        void client.invalidateQueries({ queryKey: ME_KEY, exact: true });
      },
      onSuccess: (user, _flags, _result, { client }) => storeUser(client, user),
    }),
  verifyIdentity: () =>
    mutationOptions({
      mutationKey: [...ME_KEY, 'identity'],
      mutationFn: (verificationId: string) => verifyIdentity(verificationId),
      onSuccess: (user, _id, _result, { client }) => storeUser(client, user),
    }),
  authorizeSocialLink: () =>
    mutationOptions({
      mutationKey: [...socialLinkQueries.all(), 'authorize'],
      mutationFn: (provider: SocialProvider) => authorizeSocialLink(provider),
    }),
  linkSocialCallback: () =>
    mutationOptions({
      mutationKey: [...socialLinkQueries.all(), 'link'],
      mutationFn: (body: { provider: SocialProvider; code: string; state: string }) =>
        linkSocialCallback(body),
      onSuccess: (links, _body, _result, { client }) => {
        storeSocialLinks(client, links);
        void client.invalidateQueries({ queryKey: ME_KEY, exact: true });
      },
    }),
  unlinkSocial: () =>
    mutationOptions({
      mutationKey: [...socialLinkQueries.all(), 'unlink'],
      mutationFn: (provider: SocialProvider) => unlinkSocial(provider),
      onSuccess: (links, _provider, _result, { client }) => {
        storeSocialLinks(client, links);
        void client.invalidateQueries({ queryKey: ME_KEY, exact: true });
      },
    }),
  /**
   * The account is gone once this resolves and so are its tokens (SPEC §4: like a logout, the
   * onLoggedOut listeners hear 'deleted'); the app then goes to /deletion-complete.
   */
  deleteAccount: () =>
    mutationOptions({
      mutationKey: [...ME_KEY, 'delete'],
      mutationFn: async (body: { password?: string; reason?: string } = {}) => {
        await deleteAccount(body);
        endSession('deleted');
      },
      onSuccess: (_data, _body, _result, { client }) => {
        client.removeQueries({ queryKey: socialLinkQueries.all() });
      },
    }),
};
