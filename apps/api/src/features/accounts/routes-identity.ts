import { randomUUID } from 'node:crypto';
import { userSchema } from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { type Clock, systemClock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { messages } from '../../lib/messages';
import { answer, errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import {
  IdentityProviderError,
  type IdentityVerifier,
} from '../../providers/identity/identity-verifier';
import { createIdentityRepository } from './identity-repository';
import {
  DevIdentityVerificationResponseSchema,
  DevIdentityVerificationSchema,
  IdentityVerifyParamSchema,
} from './identity-schemas';
import { loadUserDto, toUserDto } from './user-dto';
import { createUsersRepository } from './users-repository';

type IdentityDeps = { db: AppDb; verifier: IdentityVerifier; logger: Logger; now?: Clock };

/**
 * GET /api/client/me/identity-verify/{verificationId}: asks the provider what became of the
 * verification the browser just finished, and marks the caller verified. SPEC §5: skipped when
 * the caller is already verified (the provider is not even asked).
 */
export function identityVerifyRoutes({ db, verifier, logger, now = systemClock }: IdentityDeps) {
  const users = createUsersRepository(db);
  const identities = createIdentityRepository(db);

  return new Hono<AuthEnv>().get(
    '/:verificationId',
    describeRoute({
      operationId: 'verifyIdentity',
      summary:
        'Ask the provider about a finished identity verification and mark the caller verified; an already verified caller gets the User without the provider being asked',
      tags: ['me'],
      responses: {
        200: answer('The caller as User', userSchema),
        400: errorAnswer(
          'Malformed id, or the verification is READY/FAILED (IDENTITY_NOT_VERIFIED)',
        ),
        404: errorAnswer('The provider knows no such id (IDENTITY_VERIFICATION_NOT_FOUND)'),
        409: errorAnswer(
          'Another user already used this verification (IDENTITY_VERIFICATION_USED)',
        ),
        502: errorAnswer('The provider refused our credentials (IDENTITY_PROVIDER_REJECTED)'),
        503: errorAnswer('The provider cannot be reached (IDENTITY_PROVIDER_UNAVAILABLE)'),
      },
    }),
    validate('param', IdentityVerifyParamSchema),
    async (c) => {
      const { userId } = c.get('auth');
      const profile = await users.findProfile(userId);
      if (!profile) throw AppError.notFound();
      if (profile.user.identityVerified) return c.json(toUserDto(profile));

      const { verificationId } = c.req.valid('param');
      const verification = await verifier.lookup(verificationId).catch((error: unknown) => {
        throw providerFailure(error, logger);
      });
      if (!verification) {
        throw new AppError(404, 'IDENTITY_VERIFICATION_NOT_FOUND', messages.identity.notFound);
      }
      if (verification.status !== 'VERIFIED') {
        throw new AppError(400, 'IDENTITY_NOT_VERIFIED', messages.identity.notCompleted, [
          { field: 'verificationId', message: messages.identity.notCompleted },
        ]);
      }
      if ((await identities.recordVerification(verificationId, userId, now())) === 'taken') {
        throw new AppError(409, 'IDENTITY_VERIFICATION_USED', messages.identity.alreadyUsed);
      }
      return c.json(await loadUserDto(db, userId));
    },
  );
}

function providerFailure(error: unknown, logger: Logger): AppError {
  logger.error('Identity verification lookup failed', error);
  const rejected = error instanceof IdentityProviderError && error.kind === 'rejected';
  return rejected
    ? new AppError(502, 'IDENTITY_PROVIDER_REJECTED', messages.identity.unavailable)
    : new AppError(503, 'IDENTITY_PROVIDER_UNAVAILABLE', messages.identity.unavailable);
}

/** POST /api/dev/identity-verifications (dev only): the stand-in's side of a verification. */
export function devIdentityRoutes(db: AppDb) {
  const identities = createIdentityRepository(db);
  return new Hono().post(
    '/',
    describeRoute({
      operationId: 'createDevIdentityVerification',
      summary: 'Development only: what the stand-in provider will answer for a new id',
      tags: ['dev'],
      responses: {
        201: answer('Created', DevIdentityVerificationResponseSchema),
        400: errorAnswer('Bad body'),
      },
    }),
    validate('json', DevIdentityVerificationSchema),
    async (c) => {
      const body = c.req.valid('json');
      const identityVerificationId = `identity-verification-${randomUUID()}`;
      await identities.insertDevVerification({
        id: identityVerificationId,
        status: body.outcome,
        name: body.name,
        phoneNumber: body.phoneNumber ? body.phoneNumber.replace(/-/g, '') : null,
        birthDate: body.birthDate || null,
      });
      return c.json({ identityVerificationId }, 201);
    },
  );
}
