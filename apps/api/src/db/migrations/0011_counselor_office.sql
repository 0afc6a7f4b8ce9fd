CREATE TABLE "counselor_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"counselor_id" integer NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"name" text NOT NULL,
	"introduction" text NOT NULL,
	"career_years" integer NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"certificate" jsonb NOT NULL,
	"answer" text NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "counselor_applications_status" CHECK ("counselor_applications"."status" in ('SUBMITTED', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "counselor_addresses" (
	"counselor_id" integer PRIMARY KEY NOT NULL,
	"zip_code" text NOT NULL,
	"road_address" text NOT NULL,
	"jibun_address" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counselor_bank_accounts" (
	"counselor_id" integer PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"holder" text NOT NULL,
	"number" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counselor_client_notes" (
	"counselor_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counselor_client_notes_counselor_id_user_id_pk" PRIMARY KEY("counselor_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "counselor_email_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"counselor_id" integer NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counselor_faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"counselor_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "counselors" ADD COLUMN "tax_email" text;--> statement-breakpoint
ALTER TABLE "counselor_applications" ADD CONSTRAINT "counselor_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_applications" ADD CONSTRAINT "counselor_applications_counselor_id_counselors_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_applications" ADD CONSTRAINT "counselor_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_addresses" ADD CONSTRAINT "counselor_addresses_counselor_id_counselors_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_bank_accounts" ADD CONSTRAINT "counselor_bank_accounts_counselor_id_counselors_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_client_notes" ADD CONSTRAINT "counselor_client_notes_counselor_id_counselors_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_client_notes" ADD CONSTRAINT "counselor_client_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_email_codes" ADD CONSTRAINT "counselor_email_codes_counselor_id_counselors_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_faqs" ADD CONSTRAINT "counselor_faqs_counselor_id_counselors_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counselor_applications_status_idx" ON "counselor_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "counselor_applications_user_idx" ON "counselor_applications" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "counselor_applications_one_submitted" ON "counselor_applications" USING btree ("user_id") WHERE "counselor_applications"."status" = 'SUBMITTED';--> statement-breakpoint
CREATE INDEX "counselor_email_codes_counselor_idx" ON "counselor_email_codes" USING btree ("counselor_id","id");--> statement-breakpoint
CREATE INDEX "counselor_faqs_counselor_idx" ON "counselor_faqs" USING btree ("counselor_id","position");--> statement-breakpoint
CREATE INDEX "counseling_sessions_counselor_updated_idx" ON "counseling_sessions" USING btree ("counselor_id","updated_at");