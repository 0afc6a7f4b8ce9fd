import type { IdentityRepository } from '../../features/accounts/identity-repository';
import type { IdentityVerifier } from './identity-verifier';

/**
 * The development stand-in: POST /api/dev/identity-verifications writes what PortOne would hold
 * into dev_identity_verifications, and lookup reads it back.
 */
export function createStandInIdentityVerifier(repository: IdentityRepository): IdentityVerifier {
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
