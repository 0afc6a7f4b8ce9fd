import type { IdentityVerifier } from './identity-verifier';

/** What the stand-in reads: the accounts feature's dev_identity_verifications rows. */
export type DevVerificationReader = {
  findDevVerification(
    id: string,
  ): Promise<
    | { status: string; name: string; phoneNumber: string | null; birthDate: string | null }
    | undefined
  >;
};

/**
 * The development stand-in: POST /api/dev/identity-verifications writes what PortOne would hold
 * into dev_identity_verifications, and lookup reads it back.
 */
export function createStandInIdentityVerifier(repository: DevVerificationReader): IdentityVerifier {
  return {
    async lookup(identityVerificationId) {
      const row = await repository.findDevVerification(identityVerificationId);
      if (!row) return null;
      if (row.status !== 'VERIFIED')
        return { status: row.status === 'FAILED' ? 'FAILED' : 'READY' };
      return {
        status: 'VERIFIED',
        verifiedCustomer: {
          name: row.name,
          ...(row.phoneNumber ? { phoneNumber: row.phoneNumber } : {}),
          ...(row.birthDate ? { birthDate: row.birthDate } : {}),
        },
      };
    },
  };
}
