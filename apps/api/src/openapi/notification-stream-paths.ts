// OpenAPI entries of the notification streams (issue 4). OpenAPI cannot type an event stream's
// events, so the description lists them; the notification event's data is the Notification of
// the REST calls.

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

/** EventSource cannot send an Authorization header: the streams read the accessToken cookie. */
export const cookieAuthScheme = { type: 'apiKey', in: 'cookie', name: 'accessToken' } as const;

const events = [
  'Events, each flushed on its own:',
  '`connection` (id = the newest notification id of the recipient, 0 when none, or on a resume',
  'the id resumed from; data `{"connected":true}`) first;',
  '`notification` (id = the notification id; data = the Notification JSON',
  '`{ id, type, title, content, createdAt, read, link }`) for every new row, oldest first;',
  '`heartbeat` every 25 s (no id; data `{"time": <epoch ms>}`).',
  'Resume: with `Last-Event-ID` (or `?lastEventId=` for a new EventSource) the stream first',
  'replays every row with a larger id, oldest first, read from the table in batches of 100,',
  'then continues live. The stream ends when the api process stops (SIGTERM); clients reconnect.',
].join(' ');

const stream = (audience: 'User' | 'Counselor', who: string) => ({
  get: {
    operationId: `stream${audience}Notifications`,
    summary: `Server-Sent Events stream of ${who}`,
    description: events,
    security: [{ cookieAuth: [] }],
    parameters: [
      {
        name: 'Last-Event-ID',
        in: 'header',
        required: false,
        schema: { type: 'string', pattern: '^\\d+$' },
        description: 'the last event id the client saw; anything not a number is ignored',
      },
      {
        name: 'lastEventId',
        in: 'query',
        required: false,
        schema: { type: 'string', pattern: '^\\d+$' },
        description: 'the same for a new EventSource, which cannot set the header',
      },
    ],
    responses: {
      '200': {
        description:
          'text/event-stream with Cache-Control: no-cache, no-transform and X-Accel-Buffering: no',
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      },
      '401': error('No accessToken cookie or not a valid login (UNAUTHENTICATED)'),
      ...(audience === 'Counselor'
        ? { '403': error('The caller lacks the COUNSELOR role (FORBIDDEN)') }
        : {}),
    },
  },
});

export const notificationStreamPaths = {
  '/api/sse/user/notifications': stream('User', "the caller's USER notifications"),
  '/api/sse/counselor/notifications': stream(
    'Counselor',
    "the caller's COUNSELOR notifications (COUNSELOR role)",
  ),
} as const;
