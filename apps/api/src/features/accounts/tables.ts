import { sql } from 'drizzle-orm';
import {
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
