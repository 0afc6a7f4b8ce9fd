// PROVIDERS.md §5 (PortOne V2 identity verification, 본인인증). The browser runs the
// provider's window and hands the api an id; the api asks the provider what became of it.

export const IDENTITY_VERIFICATION_STATUSES = ['READY', 'VERIFIED', 'FAILED'] as const;
export type IdentityVerificationStatus = (typeof IDENTITY_VERIFICATION_STATUSES)[number];

export type VerifiedCustomer = { name: string; phoneNumber?: string; birthDate?: string };

export type IdentityVerification = {
  status: IdentityVerificationStatus;
  verifiedCustomer?: VerifiedCustomer;
};

export type IdentityVerifier = {
  /** What the provider knows of this id; null when it knows no such verification. */
  lookup(identityVerificationId: string): Promise<IdentityVerification | null>;
};

/** The provider could not be asked (network, timeout, 5xx) or refused our credentials. */
export class IdentityProviderError extends Error {
  override name = 'IdentityProviderError';
  readonly kind: 'rejected' | 'unavailable';
  constructor(kind: 'rejected' | 'unavailable', detail: string, options?: { cause?: unknown }) {
    super(`Identity verification ${kind}: ${detail}`, options);
    this.kind = kind;
  }
}
