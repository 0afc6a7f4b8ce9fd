import * as v from 'valibot';
import type { PortOneConfig } from '../../env';
import {
  IDENTITY_VERIFICATION_STATUSES,
  IdentityProviderError,
  type IdentityVerifier,
} from './identity-verifier';

const TIMEOUT_MS = 10_000;

// Only the fields the api reads; PortOne sends many more (pgTxId, verifiedAt, failure, ...).
const responseSchema = v.object({
  status: v.picklist(IDENTITY_VERIFICATION_STATUSES),
  verifiedCustomer: v.optional(
    v.object({
      name: v.string(),
      phoneNumber: v.optional(v.nullable(v.string())),
      birthDate: v.optional(v.nullable(v.string())),
    }),
  ),
});

/**
 * The real adapter: GET {baseUrl}/identity-verifications/{id}?storeId= with
 * `Authorization: PortOne {apiSecret}` (PROVIDERS.md §5).
 */
export function createPortOneIdentityVerifier(config: PortOneConfig): IdentityVerifier {
  return {
    async lookup(identityVerificationId) {
      const url = new URL(
        `identity-verifications/${encodeURIComponent(identityVerificationId)}`,
        config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`,
      );
      url.searchParams.set('storeId', config.storeId);

      let response: Response;
      try {
        response = await fetch(url, {
          headers: { Authorization: `PortOne ${config.apiSecret}`, Accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new IdentityProviderError('unavailable', 'request failed', { cause: error });
      }

      if (response.status === 404) return null;
      if (response.status === 401 || response.status === 403) {
        throw new IdentityProviderError('rejected', `HTTP ${response.status}`);
      }
      if (!response.ok) {
        throw new IdentityProviderError('unavailable', `HTTP ${response.status}`);
      }
      const parsed = v.safeParse(responseSchema, await response.json().catch(() => undefined));
      if (!parsed.success) throw new IdentityProviderError('unavailable', 'unexpected body');

      const { status, verifiedCustomer } = parsed.output;
      if (status !== 'VERIFIED' || !verifiedCustomer) return { status };
      return {
        status,
        verifiedCustomer: {
          name: verifiedCustomer.name,
          ...(verifiedCustomer.phoneNumber ? { phoneNumber: verifiedCustomer.phoneNumber } : {}),
          ...(verifiedCustomer.birthDate ? { birthDate: verifiedCustomer.birthDate } : {}),
        },
      };
    },
  };
}
