// SPEC §3 User as the api answers it (features/accounts/user-dto.ts), for #/components/schemas/User.
const text = { type: 'string' };
const flag = { type: 'boolean' };
const image = {
  type: 'object',
  required: ['fileUri', 'thumbUri150', 'thumbUri360', 'thumbUri780', 'thumbUri1600', 'originName'],
  properties: {
    fileUri: text,
    thumbUri150: text,
    thumbUri360: text,
    thumbUri780: text,
    thumbUri1600: text,
    originName: text,
  },
};

const properties = {
  id: { type: 'integer' },
  name: text,
  username: text,
  displayName: text,
  email: { type: 'string', description: "'' when none" },
  emailVerified: flag,
  mobile: { type: 'string', description: "digits; '' when none" },
  mobileVerified: flag,
  enabled: flag,
  point: { type: 'integer' },
  roles: { type: 'array', items: text },
  createdAt: { type: ['string', 'null'], format: 'date-time' },
  lastActivityAt: { type: ['string', 'null'], format: 'date-time' },
  fcmTokens: { type: 'array', items: text },
  enabledNotificationPush: flag,
  enabledNotificationEmail: flag,
  enabledEventPush: flag,
  enabledEventEmail: flag,
  enabledAdEmail: flag,
  enabledAdPush: flag,
  identityVerified: flag,
  profileImage: { oneOf: [{ type: 'null' }, image] },
};

export const userSchemaComponent = {
  type: 'object',
  required: Object.keys(properties),
  properties,
} as const;

export const bearerAuthScheme = { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } as const;
