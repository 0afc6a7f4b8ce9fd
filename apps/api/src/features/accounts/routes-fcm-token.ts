import { fcmTokenRequestSchema } from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppDb } from '../../db/database';
import { type Clock, systemClock } from '../../lib/clock';
import { errorAnswer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import { createFcmTokensRepository } from './fcm-tokens-repository';

/** POST /api/client/fcm-token: the device's push token now belongs to the caller. */
export function fcmTokenRoutes({ db, now = systemClock }: { db: AppDb; now?: Clock }) {
  const tokens = createFcmTokensRepository(db);
  return new Hono<AuthEnv>().post(
    '/',
    describeRoute({
      operationId: 'registerFcmToken',
      summary: "This device's push token now belongs to the caller",
      tags: ['me'],
      responses: { 204: { description: 'Stored' }, 400: errorAnswer('Empty token') },
    }),
    validate('json', fcmTokenRequestSchema),
    async (c) => {
      const { fcmToken, appVersion } = c.req.valid('json');
      await tokens.upsert({
        token: fcmToken,
        userId: c.get('auth').userId,
        appVersion: appVersion ?? null,
        at: now(),
      });
      return c.body(null, 204);
    },
  );
}
