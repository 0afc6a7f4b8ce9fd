CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"email" text,
	"category" text,
	"reason" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"target_type" text,
	"target_id" integer,
	"target_label" text,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_kind" CHECK ("claims"."kind" in ('INQUIRY', 'REPORT')),
	CONSTRAINT "claims_status" CHECK ("claims"."status" in ('RECEIVED', 'ANSWERED')),
	CONSTRAINT "claims_author" CHECK ("claims"."user_id" is not null or "claims"."email" is not null),
	CONSTRAINT "claims_target" CHECK (("claims"."kind" = 'REPORT') = ("claims"."target_type" is not null and "claims"."target_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"image_upload_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"link" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_period" CHECK ("events"."ends_at" > "events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_category" CHECK ("notices"."category" in ('NOTICE', 'UPDATE', 'MAINTENANCE', 'POLICY'))
);
--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_image_upload_id_uploads_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claims_user_idx" ON "claims" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "claims_status_idx" ON "claims" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_one_open_report" ON "claims" USING btree ("user_id","target_type","target_id") WHERE "claims"."kind" = 'REPORT' and "claims"."status" = 'RECEIVED';--> statement-breakpoint
CREATE INDEX "events_period_idx" ON "events" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "faqs_category_idx" ON "faqs" USING btree ("category_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "faqs_question_unique" ON "faqs" USING btree ("question");--> statement-breakpoint
CREATE INDEX "notices_published_idx" ON "notices" USING btree ("published_at","id");