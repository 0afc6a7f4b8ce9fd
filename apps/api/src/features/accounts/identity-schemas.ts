import * as v from 'valibot';
import { messages } from '../../lib/messages';

// PortOne ids are chosen by the browser (e.g. "identity-verification-<uuid>"); anything else in
// the path is refused before the provider is asked.
export const IdentityVerifyParamSchema = v.object({
  verificationId: v.pipe(
    v.string(messages.identity.invalidId),
    v.regex(/^[A-Za-z0-9_-]{1,128}$/, messages.identity.invalidId),
  ),
});

const optionalText = (pattern: RegExp, message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.check((value) => value === '' || pattern.test(value), message),
    ),
  );

/** The answer of POST /api/dev/identity-verifications: the id to verify with. */
export const DevIdentityVerificationResponseSchema = v.object({
  identityVerificationId: v.string(),
});

/** POST /api/dev/identity-verifications: what the stand-in provider will answer for a new id. */
export const DevIdentityVerificationSchema = v.object({
  name: v.pipe(
    v.string('이름을 입력해 주세요.'),
    v.trim(),
    v.nonEmpty('이름을 입력해 주세요.'),
    v.maxLength(30, '이름은 30자를 넘을 수 없어요.'),
  ),
  phoneNumber: optionalText(/^0\d{1,2}-?\d{3,4}-?\d{4}$/, '전화번호 형식이 올바르지 않아요.'),
  birthDate: optionalText(/^\d{4}-\d{2}-\d{2}$/, '생년월일은 YYYY-MM-DD 형식으로 입력해 주세요.'),
  outcome: v.picklist(['VERIFIED', 'FAILED'], '결과는 VERIFIED 또는 FAILED여야 해요.'),
});
