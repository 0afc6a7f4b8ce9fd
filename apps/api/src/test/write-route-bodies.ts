/**
 * Write routes under /api/auth, /api/client and /api/dev that do not take a required JSON
 * object body. The malformed-bodies walker (src/write-routes.test.ts) expects every other write
 * route to answer each malformed body with 400 and field errors; these answer differently:
 * - 'none': ignores the body (it acts on the path, query or token); it must only never 500.
 * - 'optional-fields': `{}` and unknown keys are a valid body; malformed JSON, arrays and null
 *   still get 400, and `longField` names a real field the 1 MB string must be refused in.
 * - 'multipart': reads form data; every case must be 4xx.
 */
export type WriteRouteBody =
  | { body: 'none'; why: string }
  | { body: 'optional-fields'; longField?: string; why: string }
  | { body: 'multipart'; why: string };

export const WRITE_ROUTE_BODIES: Record<string, WriteRouteBody> = {
  'POST /api/auth/logout': {
    body: 'none',
    why: 'reads only the bearer token and ?fcm=, and must answer 204 whatever it gets',
  },
  'POST /api/client/me/delete': {
    body: 'optional-fields',
    longField: 'reason',
    why: 'password (social-only accounts have none) and reason are both optional',
  },
  'POST /api/client/uploads': {
    body: 'multipart',
    why: 'reads the multipart field `file`; anything else is 400 UPLOAD_FILE_REQUIRED',
  },
  'DELETE /api/client/me/profile-image': { body: 'none', why: "clears the caller's image" },
  'POST /api/client/me/socials/:provider/authorize': {
    body: 'none',
    why: 'acts on the provider in the path',
  },
  'DELETE /api/client/me/socials/:provider': {
    body: 'none',
    why: 'acts on the provider in the path',
  },
  'POST /api/client/sse/user/notifications/test': {
    body: 'none',
    why: 'reads title and message from the query',
  },
  'POST /api/client/sse/counselor/notifications/test': {
    body: 'none',
    why: 'reads title and message from the query (COUNSELOR only)',
  },
  'PATCH /api/client/me/notifications/:id{[0-9]+}/read': {
    body: 'none',
    why: 'acts on the id in the path',
  },
  'PATCH /api/client/me/notifications/all/read': { body: 'none', why: "acts on the caller's rows" },
  'PATCH /api/client/counselor/notifications/:notificationId{[0-9]+}/read': {
    body: 'none',
    why: 'acts on the id in the path (COUNSELOR only)',
  },
  'PATCH /api/client/counselor/notifications/all/read': {
    body: 'none',
    why: "acts on the caller's rows (COUNSELOR only)",
  },
};
