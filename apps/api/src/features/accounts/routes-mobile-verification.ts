import {
  sendCodeRequestSchema,
  sendCodeResponseSchema,
  verifyCodeRequestSchema,
  verifyCodeResponseSchema,
} from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { VerificationService } from './verification-service';

/** /api/auth/mobile: codes by SMS (DESIGN "Accounts and codes"). */
export function mobileVerificationRoutes(verification: VerificationService) {
  return new Hono()
    .post(
      '/send-code',
      describeRoute({
        operationId: 'sendMobileCode',
        summary: 'Text a 6-digit code (valid 3 min, resend after 60 s, 10 per number per day)',
        tags: ['auth'],
        responses: {
          200: answer('Sent', sendCodeResponseSchema),
          400: errorAnswer('Bad mobile or purpose'),
          409: errorAnswer(
            'JOIN/CHANGE_MOBILE to a registered number (MOBILE_TAKEN, field mobile)',
          ),
          429: errorAnswer('CODE_RESEND_TOO_SOON or CODE_DAILY_LIMIT, with Retry-After'),
          502: errorAnswer('The SMS provider refused (SMS_REJECTED)'),
          503: errorAnswer('The SMS provider did not answer (SMS_UNAVAILABLE)'),
        },
      }),
      validate('json', sendCodeRequestSchema),
      async (c) => {
        const { mobile, purpose } = c.req.valid('json');
        return c.json(await verification.sendCode(mobile, purpose));
      },
    )
    .post(
      '/verify',
      describeRoute({
        operationId: 'verifyMobileCode',
        summary: 'Check the latest code; answers a single-use token (30 min) for mobile + purpose',
        tags: ['auth'],
        responses: {
          200: answer('Verified', verifyCodeResponseSchema),
          400: errorAnswer(
            'Field code: VERIFICATION_CODE_MISMATCH (tries left), _EXPIRED, _ATTEMPTS_EXCEEDED, _NOT_REQUESTED',
          ),
        },
      }),
      validate('json', verifyCodeRequestSchema),
      async (c) => {
        const { mobile, purpose, code } = c.req.valid('json');
        return c.json(await verification.verifyCode(mobile, purpose, code));
      },
    );
}
