import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { counselors } from '../counselors/tables';

/** The certificate an applicant sends, as written (copied to counselor_certificates on approval). */
export type ApplicationCertificate = {
  name: string;
  issuer: string;
  grade: string;
  issuedOn: string;
  uploadId: string | null;
};

// SPEC §4: a counselor at level 0 is applying. An application is SUBMITTED until an operator
// approves (role COUNSELOR, level 1) or rejects it with a reason; a user has at most one
// SUBMITTED at a time (the partial unique index), and may apply again after a rejection.
export const counselorApplications = pgTable(
  'counselor_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    counselorId: integer('counselor_id')
      .notNull()
      .references(() => counselors.id, { onDelete: 'cascade' }),
    /** SUBMITTED, APPROVED or REJECTED. */
    status: text('status').notNull().default('SUBMITTED'),
    name: text('name').notNull(),
    introduction: text('introduction').notNull(),
    careerYears: integer('career_years').notNull(),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    certificate: jsonb('certificate').$type<ApplicationCertificate>().notNull(),
    /** 지원 동기와 상담 경험. */
    answer: text('answer').notNull(),
    /** Why it was rejected, as the applicant is told; null otherwise. */
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The operator who decided; kept null when that account is gone. */
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('counselor_applications_status_idx').on(table.status, table.submittedAt),
    index('counselor_applications_user_idx').on(table.userId, table.submittedAt),
    uniqueIndex('counselor_applications_one_submitted')
      .on(table.userId)
      .where(sql`${table.status} = 'SUBMITTED'`),
    check(
      'counselor_applications_status',
      sql`${table.status} in ('SUBMITTED', 'APPROVED', 'REJECTED')`,
    ),
  ],
);
