import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Redirects the front ends ask for before drawing a path (SPEC §2: "the app asks for a route
// rule for the current path"). `path` is stored normalised: no query string, no trailing slash.
export const routeRules = pgTable('route_rules', {
  id: serial('id').primaryKey(),
  path: text('path').notNull().unique(),
  redirectTo: text('redirect_to').notNull(),
  permanent: boolean('permanent').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Stored pages shown by the catch-all /{slug} screen (DESIGN: "Paths nobody defined").
export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Small key/value facts about this database (for example which seed version it holds).
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

// ── Accounts ────────────────────────────────────────────────────────────────────────────────
// SPEC §3 User. A deleted account keeps its row (ids stay stable for counseling history) but
// loses every personal field: username, names, contacts and password are blanked out.
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').unique(),
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    mobile: text('mobile').unique(),
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    point: integer('point').notNull().default(0),
    roles: text('roles').array().notNull().default(sql`'{USER}'::text[]`),
    identityVerified: boolean('identity_verified').notNull().default(false),
    enabledNotificationPush: boolean('enabled_notification_push').notNull().default(true),
    enabledNotificationEmail: boolean('enabled_notification_email').notNull().default(true),
    enabledEventPush: boolean('enabled_event_push').notNull().default(true),
    enabledEventEmail: boolean('enabled_event_email').notNull().default(true),
    enabledAdEmail: boolean('enabled_ad_email').notNull().default(true),
    enabledAdPush: boolean('enabled_ad_push').notNull().default(true),
    profileImageId: uuid('profile_image_id'),
    marketingAgreedAt: timestamp('marketing_agreed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('users_created_at_idx').on(table.createdAt)],
);

// DESIGN "Demo data": a counselor has its own id in its own table, one-to-one with a user.
export const counselors = pgTable('counselors', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  level: integer('level').notNull().default(0),
  status: text('status').notNull().default('OFF'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Push device tokens (SPEC §3 fcmTokens); one device token belongs to one user at a time.
export const fcmTokens = pgTable(
  'fcm_tokens',
  {
    token: text('token').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appVersion: text('app_version'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('fcm_tokens_user_idx').on(table.userId)],
);

// DESIGN "Tokens": opaque refresh tokens, stored hashed, rotated on every use; a family is the
// chain of one login. Reusing a rotated token revokes the whole family.
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    rememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);

// DESIGN "Accounts and codes": 6 digits, valid 3 minutes, 5 attempts, resend after 60 s. A
// verified code yields a single-use verification token (stored hashed) for the next call.
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    tokenUsedAt: timestamp('token_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_codes_mobile_idx').on(table.mobile, table.purpose)],
);

// The dev stand-in of the SMS and e-mail providers: what would have been sent
// (GET /api/dev/outbox, never mounted in production).
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_to_idx').on(table.to)],
);

// Failed logins, per account (`user:<username>`) and per address (`ip:<address>`), for
// throttling; rows older than an hour no longer count and are pruned.
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_failures_key_idx').on(table.key, table.failedAt)],
);

// Uploaded images with the thumbnails of SPEC §3 (widths 150, 360, 780, 1600).
export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
  contentType: text('content_type').notNull(),
  originName: text('origin_name').notNull(),
  fileUri: text('file_uri').notNull(),
  thumbUri150: text('thumb_uri_150').notNull(),
  thumbUri360: text('thumb_uri_360').notNull(),
  thumbUri780: text('thumb_uri_780').notNull(),
  thumbUri1600: text('thumb_uri_1600').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  byteSize: integer('byte_size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Linked social accounts (Kakao, Google): the provider's subject identifies the person.
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('social_accounts_provider_subject_idx').on(table.provider, table.subject),
    uniqueIndex('social_accounts_user_provider_idx').on(table.userId, table.provider),
  ],
);

// One OAuth round trip in flight: state, nonce and PKCE verifier, kept server-side and used
// once. After the callback an unknown person gets a join ticket (joinTokenHash) instead.
export const oauthFlows = pgTable('oauth_flows', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  intent: text('intent').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier'),
  redirectUri: text('redirect_uri').notNull(),
  subject: text('subject'),
  email: text('email'),
  profileName: text('profile_name'),
  joinTokenHash: text('join_token_hash').unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// The identity-verification stand-in's own records (what PortOne would hold), dev only.
export const devIdentityVerifications = pgTable('dev_identity_verifications', {
  id: text('id').primaryKey(),
  status: text('status').notNull(),
  name: text('name').notNull(),
  phoneNumber: text('phone_number'),
  birthDate: text('birth_date'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Identity verifications a user completed (SPEC §3 identityVerified); one provider id once.
export const identityVerifications = pgTable('identity_verifications', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── Notifications and sessions ──────────────────────────────────────────────────────────────
// A notification is a row first, then an event: its id is the SSE event id (increasing), so a
// stream resumes from Last-Event-ID by reading rows (DESIGN "Notifications").
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    audience: text('audience').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_recipient_idx').on(table.userId, table.audience, table.id)],
);

// SPEC §3 Session. Product and its image are kept by name until the products issue gives them
// a table of their own.
export const counselingSessions = pgTable(
  'counseling_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    counselorId: integer('counselor_id')
      .notNull()
      .references(() => counselors.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }),
    durationSeconds: integer('duration_seconds'),
    counselingType: text('counseling_type').notNull(),
    startType: text('start_type').notNull(),
    productName: text('product_name').notNull(),
    productMainImage: text('product_main_image'),
    hasReview: boolean('has_review').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('counseling_sessions_user_idx').on(table.userId, table.status),
    index('counseling_sessions_counselor_idx').on(table.counselorId, table.status),
  ],
);
