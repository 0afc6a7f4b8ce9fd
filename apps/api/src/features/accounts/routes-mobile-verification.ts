import { sendCodeRequestSchema, verifyCodeRequestSchema } from '@arcana/domain';
import { Hono } from 'hono';
import { validate } from '../../lib/validate';
import type { VerificationService } from './verification-service';

/** /api/auth/mobile: codes by SMS (DESIGN "Accounts and codes"). */
export function mobileVerificationRoutes(verification: VerificationService) {
  return new Hono()
    .post('/send-code', validate('json', sendCodeRequestSchema), async (c) => {
      const { mobile, purpose } = c.req.valid('json');
      return c.json(await verification.sendCode(mobile, purpose));
    })
    .post('/verify', validate('json', verifyCodeRequestSchema), async (c) => {
      const { mobile, purpose, code } = c.req.valid('json');
      return c.json(await verification.verifyCode(mobile, purpose, code));
    });
}
