import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { messages } from '../../lib/messages';
import { answer } from '../../lib/openapi';
import { validate } from '../../lib/validate';

// Development helpers (DESIGN: outbox, test notifications, test sessions) live under /api/dev;
// mountSystem never mounts this sub-app in production.

const EchoBodySchema = v.object({
  message: v.pipe(v.string(messages.invalidValue), v.maxLength(1000, messages.invalidValue)),
});

export function devRoutes() {
  return (
    new Hono()
      .get(
        '/ping',
        describeRoute({
          operationId: 'devPing',
          summary: 'Development only: the api answers',
          tags: ['dev'],
          responses: { 200: answer('Pong', v.object({ pong: v.literal(true) })) },
        }),
        (c) => c.json({ pong: true }),
      )
      // Lets tests prove the JSON body pipeline (malformed JSON, field errors) end to end.
      .post(
        '/echo',
        describeRoute({
          operationId: 'devEcho',
          summary: 'Development only: the body back, after validation',
          tags: ['dev'],
          responses: { 200: answer('The validated body', EchoBodySchema) },
        }),
        validate('json', EchoBodySchema),
        (c) => c.json(c.req.valid('json')),
      )
  );
}
