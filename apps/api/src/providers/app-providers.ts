import type { IdentityVerifier } from './identity/identity-verifier';
import type { SocialProviderClients } from './social/social-provider';
import type { FileStorage } from './storage/file-storage';

/** The outside services createApp takes; each defaults to what env configures. */
export type AppProviders = {
  storage?: FileStorage;
  identity?: IdentityVerifier;
  social?: SocialProviderClients;
};
