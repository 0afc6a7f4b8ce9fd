import { Hono } from 'hono';
import { validate } from '../../lib/validate';
import type { AuthEnv } from '../../middleware/auth';
import { parseProvider } from './social-errors';
import { SocialLinkCallbackSchema } from './social-schemas';
import type { SocialService } from './social-service';

/** /api/client/me/socials: the caller's own social links (SPEC §2 /me/socials). */
export function socialLinkRoutes(social: SocialService) {
  return new Hono<AuthEnv>()
    .get('/', async (c) => c.json(await social.links(c.get('auth').userId)))
    .post('/link-callback', validate('json', SocialLinkCallbackSchema), async (c) =>
      c.json(await social.link(c.get('auth').userId, c.req.valid('json'))),
    )
    .post('/:provider/authorize', async (c) => {
      const provider = parseProvider(c.req.param('provider'));
      return c.json(await social.authorize(provider, 'link', c.get('auth').userId));
    })
    .delete('/:provider', async (c) => {
      const provider = parseProvider(c.req.param('provider'));
      return c.json(await social.unlink(c.get('auth').userId, provider));
    });
}
