import { isoDateTimeSchema } from '@arcana/domain';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { messages } from '../../lib/messages';
import { answer } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { OutboxRepository } from './outbox-repository';

// GET /api/dev/outbox?to=01012345678: what the SMS and e-mail stand-ins "sent", newest first.
// Mounted beside the other /api/dev routes, so never in production.

const OUTBOX_LIMIT = 50;

const outboxQuerySchema = v.object({
  to: v.optional(
    v.pipe(
      v.string(messages.invalidValue),
      v.trim(),
      // Mobile numbers are stored as digits; a hyphenated one finds them too.
      v.transform((value) => (/^[\d\s-]+$/.test(value) ? value.replace(/[\s-]/g, '') : value)),
      v.maxLength(254, messages.invalidValue),
    ),
  ),
});

const outboxEntrySchema = v.object({
  channel: v.picklist(['sms', 'email']),
  to: v.string(),
  text: v.string(),
  code: v.nullable(v.string()),
  createdAt: isoDateTimeSchema,
});

export function devOutboxRoutes(outbox: OutboxRepository) {
  return new Hono().get(
    '/',
    describeRoute({
      operationId: 'listDevOutbox',
      summary: 'Development only (absent in production): what the SMS/e-mail stand-ins sent',
      tags: ['dev'],
      responses: { 200: answer('Newest first, at most 50', v.array(outboxEntrySchema)) },
    }),
    validate('query', outboxQuerySchema),
    async (c) => {
      const { to } = c.req.valid('query');
      const entries = await outbox.list({ to: to || undefined, limit: OUTBOX_LIMIT });
      return c.json(
        entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
      );
    },
  );
}
