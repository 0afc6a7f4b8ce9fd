import * as v from 'valibot';
import { apiFetch } from '../http';

// Calls to the api's development stand-ins (/api/dev, never mounted in production). Only the
// test pages of SPEC §2 (/_test/...) use them.

export type TestIdentityVerificationRequest = {
  name: string;
  phoneNumber: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** What the stand-in provider will answer when the api asks about this verification. */
  outcome: 'VERIFIED' | 'FAILED';
};

/** POST /api/dev/identity-verifications → { identityVerificationId } (the provider stand-in). */
export function createTestIdentityVerification(body: TestIdentityVerificationRequest) {
  return apiFetch('/api/dev/identity-verifications', {
    method: 'POST',
    body,
    schema: v.object({ identityVerificationId: v.string() }),
  });
}
