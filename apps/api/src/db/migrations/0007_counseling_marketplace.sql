CREATE TABLE "counselor_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "counselor_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "counselor_category_links" (
	"counselor_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "counselor_category_links_counselor_id_category_id_pk" PRIMARY KEY("counselor_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "counselor_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"counselor_id" integer NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"grade" text DEFAULT '' NOT NULL,
	"issued_on" date,
	"image_upload_id" uuid,
	"art" jsonb,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counselor_favorites" (
	"user_id" integer NOT NULL,
	"counselor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counselor_favorites_user_id_counselor_id_pk" PRIMARY KEY("user_id","counselor_id")
);
--> statement-breakpoint
CREATE TABLE "counselor_gallery_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"counselor_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"upload_id" uuid,
	"art" jsonb,
	"caption" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"counselor_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text DEFAULT 'SESSION' NOT NULL,
	"session_id" integer,
	"product_name" text NOT NULL,
	"counseling_type" text NOT NULL,
	"duration_minutes" integer,
	"start_type" text NOT NULL,
	"slot_start" timestamp with time zone,
	"price" integer NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"failure_message" text,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"refunded_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "orders_amounts" CHECK ("orders"."amount" >= 0 and "orders"."points_used" >= 0 and "orders"."price" = "orders"."amount" + "orders"."points_used")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"payment_key" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"method" text,
	"approved_at" timestamp with time zone,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payments_payment_key_unique" UNIQUE("payment_key")
);
--> statement-breakpoint
CREATE TABLE "point_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"kind" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "spending_limits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"monthly_limit" integer,
	"pending_limit" integer,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"upload_id" uuid,
	"art" jsonb,
	CONSTRAINT "product_images_position" UNIQUE("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"counselor_id" integer NOT NULL,
	"name" text NOT NULL,
	"counseling_type" text NOT NULL,
	"duration_minutes" integer,
	"price" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_counseling_type" CHECK ("products"."counseling_type" in ('CHAT', 'CALL', 'VIDEO')),
	CONSTRAINT "products_price" CHECK ("products"."price" between 1000 and 1000000 and "products"."price" % 100 = 0),
	CONSTRAINT "products_duration" CHECK ("products"."duration_minutes" is null or ("products"."duration_minutes" between 10 and 180 and "products"."duration_minutes" % 5 = 0))
);
--> statement-breakpoint
CREATE TABLE "counselor_date_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"counselor_id" integer NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"start_time" text,
	"end_time" text,
	CONSTRAINT "counselor_date_exceptions_kind" CHECK ("counselor_date_exceptions"."kind" in ('CLOSED', 'EXTRA'))
);
--> statement-breakpoint
CREATE TABLE "counselor_weekly_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"counselor_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "counselor_weekly_hours_weekday" CHECK ("counselor_weekly_hours"."weekday" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "reservation_cells" (
	"counselor_id" integer NOT NULL,
	"cell_start" timestamp with time zone NOT NULL,
	"order_id" integer NOT NULL,
	"session_id" integer,
	"hold_expires_at" timestamp with time zone,
	CONSTRAINT "reservation_cells_counselor_id_cell_start_pk" PRIMARY KEY("counselor_id","cell_start")
);
--> statement-breakpoint
CREATE TABLE "counseling_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"counselor_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"content" text NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counseling_reviews_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "counseling_reviews_rating" CHECK ("counseling_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "counselors" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "counselors" ADD COLUMN "introduction" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "counselors" ADD COLUMN "details" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "counselors" ADD COLUMN "keywords" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "counselors" ADD COLUMN "profile_image_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "counselors" ADD COLUMN "portrait" jsonb;--> statement-breakpoint
ALTER TABLE "counselors" ADD COLUMN "career_years" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "counselors" ADD COLUMN "counseling_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "counselors" ADD COLUMN "min_price" integer;--> statement-breakpoint
ALTER TABLE "counselors" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "counselors" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "counselors" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "counseling_sessions" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "counseling_sessions" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "counseling_sessions" ADD COLUMN "respond_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "counseling_sessions" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "counseling_sessions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "counselor_category_links" ADD CONSTRAINT "counselor_category_links_counselor_id_counselors_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_category_links" ADD CONSTRAINT "counselor_category_links_category_id_counselor_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."counselor_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_certificates" ADD CONSTRAINT "counselor_certificates_counselor_id_counselors_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_certificates" ADD CONSTRAINT "counselor_certificates_image_upload_id_uploads_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_favorites" ADD CONSTRAINT "counselor_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_favorites" ADD CONSTRAINT "counselor_favorites_counselor_id_counselors_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_gallery_images" ADD CONSTRAINT "counselor_gallery_images_counselor_id_counselors_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_gallery_images" ADD CONSTRAINT "counselor_gallery_images_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_counselor_id_counselors_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_limits" ADD CONSTRAINT "spending_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_counselor_id_counselors_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_date_exceptions" ADD CONSTRAINT "counselor_date_exceptions_counselor_id_counselors_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_weekly_hours" ADD CONSTRAINT "counselor_weekly_hours_counselor_id_counselors_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_cells" ADD CONSTRAINT "reservation_cells_counselor_id_counselors_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counseling_reviews" ADD CONSTRAINT "counseling_reviews_session_id_counseling_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."counseling_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counseling_reviews" ADD CONSTRAINT "counseling_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counseling_reviews" ADD CONSTRAINT "counseling_reviews_counselor_id_counselors_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."counselors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counselor_category_links_category_idx" ON "counselor_category_links" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "counselor_certificates_counselor_idx" ON "counselor_certificates" USING btree ("counselor_id","position");--> statement-breakpoint
CREATE INDEX "counselor_favorites_counselor_idx" ON "counselor_favorites" USING btree ("counselor_id");--> statement-breakpoint
CREATE INDEX "counselor_gallery_counselor_idx" ON "counselor_gallery_images" USING btree ("counselor_id","position");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_paid_idx" ON "orders" USING btree ("user_id","paid_at");--> statement-breakpoint
CREATE INDEX "point_transactions_user_idx" ON "point_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "products_counselor_idx" ON "products" USING btree ("counselor_id","enabled");--> statement-breakpoint
CREATE INDEX "counselor_date_exceptions_counselor_idx" ON "counselor_date_exceptions" USING btree ("counselor_id","date");--> statement-breakpoint
CREATE INDEX "counselor_weekly_hours_counselor_idx" ON "counselor_weekly_hours" USING btree ("counselor_id");--> statement-breakpoint
CREATE INDEX "reservation_cells_order_idx" ON "reservation_cells" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "counseling_reviews_counselor_idx" ON "counseling_reviews" USING btree ("counselor_id","id");--> statement-breakpoint
CREATE INDEX "counseling_reviews_user_idx" ON "counseling_reviews" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "counselors" ADD CONSTRAINT "counselors_profile_image_upload_id_uploads_id_fk" FOREIGN KEY ("profile_image_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counseling_sessions" ADD CONSTRAINT "counseling_sessions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counseling_sessions" ADD CONSTRAINT "counseling_sessions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "counselors_name_unique" ON "counselors" USING btree ("name");--> statement-breakpoint
CREATE INDEX "counselors_status_idx" ON "counselors" USING btree ("status");--> statement-breakpoint
ALTER TABLE "counseling_sessions" ADD CONSTRAINT "counseling_sessions_order_id_unique" UNIQUE("order_id");