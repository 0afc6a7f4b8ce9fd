import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { counselors } from '../counselors/tables';

// The counselor's back office (issue 11): what a counselor keeps about its own practice. The
// tax e-mail itself is a column of counselors (counselors/tables.ts); the profile, certificates
// and gallery stay with the counselors feature, which shows them publicly.

/** Questions and answers the counselor shows on its public profile, in `position` order. */
export const counselorFaqs = pgTable(
  'counselor_faqs',
  {
    id: serial('id').primaryKey(),
    counselorId: integer('counselor_id')
      .notNull()
      .references(() => counselors.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('counselor_faqs_counselor_idx').on(table.counselorId, table.position)],
);

/** 상담사 거주 주소: one per counselor, never public. */
export const counselorAddresses = pgTable('counselor_addresses', {
  counselorId: integer('counselor_id')
    .primaryKey()
    .references(() => counselors.id, { onDelete: 'cascade' }),
  zipCode: text('zip_code').notNull(),
  roadAddress: text('road_address').notNull(),
  jibunAddress: text('jibun_address').notNull(),
  detail: text('detail').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * 정산 계좌: one per counselor. `number` holds the digits only; every answer shows it masked
 * (the owner's too), so it never leaves the api whole.
 */
export const counselorBankAccounts = pgTable('counselor_bank_accounts', {
  counselorId: integer('counselor_id')
    .primaryKey()
    .references(() => counselors.id, { onDelete: 'cascade' }),
  bankCode: text('bank_code').notNull(),
  holder: text('holder').notNull(),
  number: text('number').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A counselor's private note about one client, shown again in the room; one per pair. */
export const counselorClientNotes = pgTable(
  'counselor_client_notes',
  {
    counselorId: integer('counselor_id')
      .notNull()
      .references(() => counselors.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.counselorId, table.userId] })],
);

/**
 * Codes sent to a new tax e-mail (purpose TAX_EMAIL, DESIGN "Accounts and codes": 6 digits,
 * 3 minutes, 5 attempts, resend after 60 s). Kept apart from the SMS codes of accounts because
 * they belong to a counselor and vouch for an address, not a mobile. Only the digest is stored.
 */
export const counselorEmailCodes = pgTable(
  'counselor_email_codes',
  {
    id: serial('id').primaryKey(),
    counselorId: integer('counselor_id')
      .notNull()
      .references(() => counselors.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('counselor_email_codes_counselor_idx').on(table.counselorId, table.id)],
);
