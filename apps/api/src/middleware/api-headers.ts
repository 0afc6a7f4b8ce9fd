import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

// The api serves JSON (and later streams and images), never HTML: nothing may be framed,
// scripted or sniffed. Resources stay same-site because both apps reach the api through
// their own origin (dev proxy or subdomains).
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  crossOriginResourcePolicy: 'same-site',
  xFrameOptions: 'DENY',
});

/** Answers carry personal data; a route that wants caching (images) sets its own header. */
export const noStoreByDefault = createMiddleware(async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
});
