import {
  ADDRESS_SEARCH_PAGE_SIZE,
  addressSearchPageSchema,
  addressSearchQuerySchema,
  bankAccountRequestSchema,
  bankAccountSchema,
  counselorAddressSchema,
  counselorSelfSchema,
  sendCodeResponseSchema,
  taxEmailSendRequestSchema,
  taxEmailVerifyRequestSchema,
} from '@arcana/domain';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import { noProfile, tags } from './routes-profile';
import type { OfficeService } from './service';

/**
 * /api/client/counselor/address, /tax-email and /bank-account: what only the counselor and the
 * platform's settlement need. Never shown publicly; the bank number is masked even here.
 */
export function settingsRoutes(service: OfficeService) {
  const user = (c: Context<AuthEnv>) => c.get('auth').userId;
  return new Hono<AuthEnv>()
    .get(
      '/address',
      describeRoute({
        operationId: 'getCounselorAddress',
        summary: 'The caller’s residence address, or null',
        tags,
        responses: {
          200: answer('The address', v.nullable(counselorAddressSchema)),
          404: noProfile,
        },
      }),
      async (c) => c.json(await service.address(user(c))),
    )
    .put(
      '/address',
      describeRoute({
        operationId: 'setCounselorAddress',
        summary: 'Save the residence address (as found by the search, with a detail line)',
        tags,
        responses: {
          200: answer('The address saved', counselorAddressSchema),
          400: errorAnswer('A field is wrong (VALIDATION_FAILED)'),
          404: noProfile,
        },
      }),
      validate('json', counselorAddressSchema),
      async (c) => c.json(await service.saveAddress(user(c), c.req.valid('json'))),
    )
    .get(
      '/address/search',
      describeRoute({
        operationId: 'searchCounselorAddress',
        summary: 'Road-address search (juso.go.kr, or the bundled stand-in), 10 per page',
        tags,
        responses: {
          200: answer('A page of addresses', addressSearchPageSchema),
          400: errorAnswer('keyword shorter than 2 or page wrong (VALIDATION_FAILED)'),
          502: errorAnswer('The address service failed (ADDRESS_SEARCH_UNAVAILABLE)'),
        },
      }),
      validate('query', addressSearchQuerySchema),
      async (c) => {
        const { keyword, page } = c.req.valid('query');
        return c.json(await service.searchAddress(keyword, page, ADDRESS_SEARCH_PAGE_SIZE));
      },
    )
    .post(
      '/tax-email/send-verification-code',
      describeRoute({
        operationId: 'sendTaxEmailCode',
        summary:
          'E-mail a 6-digit code (purpose TAX_EMAIL: valid 3 minutes, 5 attempts, resend after 60 s) to the new tax e-mail',
        tags,
        responses: {
          200: answer('When it expires and when another may be sent', sendCodeResponseSchema),
          400: errorAnswer('Not an e-mail of up to 100 characters (VALIDATION_FAILED)'),
          404: noProfile,
          429: errorAnswer('Asked again within 60 s (CODE_RESEND_TOO_SOON, Retry-After)'),
          502: errorAnswer('The mail server failed (MAIL_UNAVAILABLE)'),
        },
      }),
      validate('json', taxEmailSendRequestSchema),
      async (c) => c.json(await service.sendTaxEmailCode(user(c), c.req.valid('json').value)),
    )
    .post(
      '/tax-email/verify-and-update',
      describeRoute({
        operationId: 'verifyTaxEmail',
        summary:
          'With the right code, make the address the tax e-mail; anything else changes nothing',
        tags,
        responses: {
          200: answer('The profile with the new tax e-mail', counselorSelfSchema),
          400: errorAnswer(
            'CODE_MISMATCH (with the attempts left), CODE_EXPIRED, CODE_ATTEMPTS_EXCEEDED or CODE_NOT_REQUESTED',
          ),
          404: noProfile,
        },
      }),
      validate('json', taxEmailVerifyRequestSchema),
      async (c) => {
        const { email, code } = c.req.valid('json');
        return c.json(await service.verifyTaxEmail(user(c), email, code));
      },
    )
    .get(
      '/bank-account',
      describeRoute({
        operationId: 'getCounselorBankAccount',
        summary: 'The settlement account, its number masked (only the last 4 digits), or null',
        tags,
        responses: { 200: answer('The account', v.nullable(bankAccountSchema)), 404: noProfile },
      }),
      async (c) => c.json(await service.bankAccount(user(c))),
    )
    .put(
      '/bank-account',
      describeRoute({
        operationId: 'setCounselorBankAccount',
        summary: 'Save the settlement account; the answer shows the number masked',
        tags,
        responses: {
          200: answer('The account, masked', bankAccountSchema),
          400: errorAnswer('Unknown bank, holder or number wrong (VALIDATION_FAILED)'),
          404: noProfile,
        },
      }),
      validate('json', bankAccountRequestSchema),
      async (c) => c.json(await service.saveBankAccount(user(c), c.req.valid('json'))),
    );
}
