import type { Env } from '../../env';
import type { IdentityVerifier } from './identity-verifier';
import { createPortOneIdentityVerifier } from './portone-identity-verifier';
import {
  createStandInIdentityVerifier,
  type DevVerificationReader,
} from './stand-in-identity-verifier';

/** env.ts already refused a production start with the stand-in; this only picks. */
export function createIdentityVerifier(
  identity: Env['identity'],
  repository: DevVerificationReader,
): IdentityVerifier {
  switch (identity.provider) {
    case 'stand-in':
      return createStandInIdentityVerifier(repository);
    case 'portone':
      if (!identity.portone) throw new Error('IDENTITY_PROVIDER=portone without its settings');
      return createPortOneIdentityVerifier(identity.portone);
    default:
      return identity.provider satisfies never;
  }
}
