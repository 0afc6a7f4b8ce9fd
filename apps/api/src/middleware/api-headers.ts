import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

// The api serves JSON (and streams and images), never HTML: nothing may be framed, scripted
// or sniffed. Resources stay same-site because both apps reach the api through their own
// origin (dev proxy or subdomains). The one page it serves (the sandbox checkout, outside
// production) sets a policy of its own for its stylesheet and form, so a header a route has
// set is kept (`overwrite: false`); every other answer gets these.
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  crossOriginResourcePolicy: 'same-site',
  xFrameOptions: 'DENY',
  overwrite: false,
});

/** Answers carry personal data; a route that wants caching (images) sets its own header. */
export const noStoreByDefault = createMiddleware(async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
});
