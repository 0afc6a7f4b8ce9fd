import { COUNSELING_TYPES, SESSION_STATUSES, START_TYPES } from '@arcana/domain';

// OpenAPI entries of the notification REST calls of both audiences and the active-session
// lists (issue 4; hand-built like document.ts). The streams themselves are documented with
// the SSE routes.

const json = (schema: object) => ({ 'application/json': { schema } });
const error = (description: string) => ({
  description,
  content: json({ $ref: '#/components/schemas/ErrorBody' }),
});
const bearer = [{ bearerAuth: [] }];
const unauthenticated = error('No valid access token (UNAUTHENTICATED)');
const forbidden = error('The caller lacks the COUNSELOR role (FORBIDDEN)');
const invalid = error('A query value is out of range (VALIDATION_FAILED, one entry per field)');
const noContent = { description: 'Done' };
const nullable = (type: string) => ({ type: [type, 'null'] });

const notification = {
  type: 'object',
  required: ['id', 'type', 'title', 'content', 'createdAt', 'read', 'link'],
  properties: {
    id: { type: 'integer', description: 'also the SSE event id' },
    type: { type: 'string', examples: ['PAYMENT'] },
    title: { type: 'string' },
    content: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    read: { type: 'boolean' },
    link: nullable('string'),
  },
};

const cursorPage = {
  type: 'object',
  required: ['content', 'empty', 'last', 'totalPages'],
  properties: {
    content: { type: 'array', items: notification },
    empty: { type: 'boolean' },
    last: { type: 'boolean', description: 'nothing lies beyond this page in the same direction' },
    totalPages: {
      type: 'integer',
      description: 'pages of `limit` rows the cursor reaches from here, this one included',
    },
  },
};

const cursorParameters = [
  {
    name: 'limit',
    in: 'query',
    schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
  { name: 'sort', in: 'query', schema: { enum: ['ASC', 'DESC'], default: 'DESC' } },
  {
    name: 'lastId',
    in: 'query',
    description: 'ASC: only newer than it (the missed fetch); DESC: only older (paging back)',
    schema: { type: 'integer', minimum: 0 },
  },
];

const session = {
  type: 'object',
  required: [
    'id',
    'status',
    'startTime',
    'durationSeconds',
    'counselingType',
    'startType',
    'product',
    'counselor',
    'user',
    'hasReview',
  ],
  properties: {
    id: { type: 'integer' },
    status: { enum: [...SESSION_STATUSES] },
    startTime: { type: ['string', 'null'], format: 'date-time' },
    durationSeconds: { type: ['integer', 'null'], description: 'null = unlimited' },
    counselingType: { enum: [...COUNSELING_TYPES] },
    startType: { enum: [...START_TYPES] },
    product: {
      type: 'object',
      required: ['name', 'mainImage'],
      properties: { name: { type: 'string' }, mainImage: nullable('string') },
    },
    counselor: {
      type: 'object',
      required: ['id', 'name'],
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
    },
    user: {
      type: 'object',
      required: ['displayName'],
      properties: { displayName: { type: 'string' } },
    },
    hasReview: { type: 'boolean' },
  },
};

type Audience = { key: 'User' | 'Counselor'; counselorOnly: boolean };

const guarded = (audience: Audience, responses: Record<string, object>) => ({
  ...responses,
  '401': unauthenticated,
  ...(audience.counselorOnly ? { '403': forbidden } : {}),
});

function streamCompanions(audience: Audience) {
  return {
    connectionStatus: {
      get: {
        operationId: `get${audience.key}NotificationConnectionStatus`,
        summary: "The caller's open notification streams on this api process",
        security: bearer,
        responses: guarded(audience, {
          '200': {
            description: 'connected = connections > 0',
            content: json({
              type: 'object',
              required: ['connected', 'connections'],
              properties: { connected: { type: 'boolean' }, connections: { type: 'integer' } },
            }),
          },
        }),
      },
    },
    test: {
      post: {
        operationId: `send${audience.key}TestNotification`,
        summary: 'Create a real TEST notification for the caller (it streams like any other)',
        security: bearer,
        parameters: [
          {
            name: 'title',
            in: 'query',
            description: "empty → '테스트 알림'",
            schema: { type: 'string', maxLength: 100 },
          },
          {
            name: 'message',
            in: 'query',
            description: "empty → '알림이 잘 도착하는지 확인하는 메시지예요.'",
            schema: { type: 'string', maxLength: 500 },
          },
        ],
        responses: guarded(audience, {
          '201': { description: 'The TEST notification', content: json(notification) },
          '400': invalid,
        }),
      },
    },
  };
}

function lists(audience: Audience, idParam: string) {
  const page = (unreads: boolean) => ({
    get: {
      operationId: `list${audience.key}${unreads ? 'Unread' : ''}Notifications`,
      summary: unreads ? 'Unread notifications, by cursor' : 'All notifications, by cursor',
      security: bearer,
      parameters: cursorParameters,
      responses: guarded(audience, {
        '200': { description: 'A cursor page', content: json(cursorPage) },
        '400': invalid,
      }),
    },
  });
  return {
    unreadCount: {
      get: {
        operationId: `count${audience.key}UnreadNotifications`,
        summary: 'How many notifications are unread (a bare number)',
        security: bearer,
        responses: guarded(audience, {
          '200': { description: 'The count', content: json({ type: 'integer', minimum: 0 }) },
        }),
      },
    },
    unreads: page(true),
    all: page(false),
    readOne: {
      patch: {
        operationId: `read${audience.key}Notification`,
        summary: 'Mark one of the caller’s notifications read',
        security: bearer,
        parameters: [{ name: idParam, in: 'path', required: true, schema: { type: 'integer' } }],
        responses: guarded(audience, {
          '204': noContent,
          '404': error("No such notification of the caller (someone else's included)"),
        }),
      },
    },
    readAll: {
      patch: {
        operationId: `readAll${audience.key}Notifications`,
        summary: 'Mark every notification of the caller read, TEST included',
        security: bearer,
        responses: guarded(audience, { '204': noContent }),
      },
    },
  };
}

function activeSessions(audience: Audience) {
  return {
    get: {
      operationId: `list${audience.key}ActiveSessions`,
      summary:
        'PREPARING and IN_PROGRESS sessions, and SCHEDULED ones starting within 24 h or up to 5 min ago',
      security: bearer,
      responses: guarded(audience, {
        '200': {
          description: 'Sessions, earliest start first',
          content: json({ type: 'array', items: session }),
        },
        ...(audience.counselorOnly ? { '404': error('The caller has no counselor profile') } : {}),
      }),
    },
  };
}

const user: Audience = { key: 'User', counselorOnly: false };
const counselor: Audience = { key: 'Counselor', counselorOnly: true };
const userStream = streamCompanions(user);
const counselorStream = streamCompanions(counselor);
const userLists = lists(user, 'id');
const counselorLists = lists(counselor, 'notificationId');

export const notificationRestPaths = {
  '/api/client/sse/user/notifications/connection-status': userStream.connectionStatus,
  '/api/client/sse/user/notifications/test': userStream.test,
  '/api/client/me/notifications/unread-count': userLists.unreadCount,
  '/api/client/me/notifications/unreads': userLists.unreads,
  '/api/client/me/notifications': userLists.all,
  '/api/client/me/notifications/{id}/read': userLists.readOne,
  '/api/client/me/notifications/all/read': userLists.readAll,
  '/api/client/sse/counselor/notifications/connection-status': counselorStream.connectionStatus,
  '/api/client/sse/counselor/notifications/test': counselorStream.test,
  '/api/client/counselor/notifications/unreads/count': counselorLists.unreadCount,
  '/api/client/counselor/notifications/unreads': counselorLists.unreads,
  '/api/client/counselor/notifications': counselorLists.all,
  '/api/client/counselor/notifications/{notificationId}/read': counselorLists.readOne,
  '/api/client/counselor/notifications/all/read': counselorLists.readAll,
  '/api/client/counseling/sessions/me/active': activeSessions(user),
  '/api/client/counselor/sessions/active': activeSessions(counselor),
};
