import { socialJoinRequestSchema, socialLoginRequestSchema } from '@arcana/domain';
import { Hono } from 'hono';
import { validate } from '../../lib/validate';
import { parseProvider } from './social-errors';
import { SocialAuthorizeQuerySchema } from './social-schemas';
import type { SocialService } from './social-service';

/**
 * /api/auth/social: providers on offer, the consent URL, the callback (login or join ticket)
 * and finishing a join. Public: the person is not logged in yet.
 */
export function socialAuthRoutes(social: SocialService) {
  return new Hono()
    .get('/providers', (c) => c.json(social.enabledProviders()))
    .get('/:provider/authorize', validate('query', SocialAuthorizeQuerySchema), async (c) => {
      const provider = parseProvider(c.req.param('provider'));
      return c.json(await social.authorize(provider, 'login', null));
    })
    .post('/login', validate('json', socialLoginRequestSchema), async (c) =>
      c.json(await social.login(c.req.valid('json'))),
    )
    .post('/join', validate('json', socialJoinRequestSchema), async (c) =>
      c.json(await social.join(c.req.valid('json')), 201),
    );
}
