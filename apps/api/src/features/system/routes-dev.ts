import { Hono } from 'hono';
import * as v from 'valibot';
import { messages } from '../../lib/messages';
import { validate } from '../../lib/validate';

// Development helpers (DESIGN: outbox, test notifications, test sessions) live under /api/dev;
// mountSystem never mounts this sub-app in production.

const EchoBodySchema = v.object({
  message: v.pipe(v.string(messages.invalidValue), v.maxLength(1000, messages.invalidValue)),
});

export function devRoutes() {
  return (
    new Hono()
      .get('/ping', (c) => c.json({ pong: true }))
      // Lets tests prove the JSON body pipeline (malformed JSON, field errors) end to end.
      .post('/echo', validate('json', EchoBodySchema), (c) => c.json(c.req.valid('json')))
  );
}
