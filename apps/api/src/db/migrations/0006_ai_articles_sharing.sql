CREATE TABLE "ai_character_favorites" (
	"user_id" integer NOT NULL,
	"character_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_character_favorites_user_id_character_id_pk" PRIMARY KEY("user_id","character_id")
);
--> statement-breakpoint
CREATE TABLE "ai_character_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"character_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_character_reviews_pair_unique" UNIQUE("character_id","user_id"),
	CONSTRAINT "ai_character_reviews_rating_check" CHECK ("ai_character_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "ai_characters" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"speciality" text NOT NULL,
	"tone" text NOT NULL,
	"greeting" text NOT NULL,
	"introduction" text NOT NULL,
	"palette" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "ai_characters_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "ai_chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"character_id" integer NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"facts" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_chat_messages_role_check" CHECK ("ai_chat_messages"."role" in ('USER', 'ASSISTANT'))
);
--> statement-breakpoint
CREATE TABLE "ai_daily_usage" (
	"subject" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_daily_usage_subject_day_pk" PRIMARY KEY("subject","day")
);
--> statement-breakpoint
CREATE TABLE "ai_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"character_id" integer NOT NULL,
	"user_id" integer,
	"anon_id" text,
	"simple_tarot_id" integer,
	"spread" text NOT NULL,
	"theme" text NOT NULL,
	"question" text DEFAULT '' NOT NULL,
	"deck_order" jsonb NOT NULL,
	"deck_reversed" jsonb NOT NULL,
	"cards" jsonb,
	"status" text DEFAULT 'DRAWN' NOT NULL,
	"answer" text,
	"provider" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"picked_at" timestamp with time zone,
	"answer_started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "ai_readings_status_check" CHECK ("ai_readings"."status" in ('DRAWN', 'PICKED', 'ANSWERING', 'COMPLETED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "ai_simple_tarots" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"character_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"spread" text NOT NULL,
	"theme" text NOT NULL,
	"question" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "ai_simple_tarots_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "article_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"position" integer NOT NULL,
	"alt" text NOT NULL,
	"caption" text NOT NULL,
	"svg" text NOT NULL,
	CONSTRAINT "article_media_position_unique" UNIQUE("article_id","position")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"character_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"share_id" text,
	"article_id" integer,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_one_target_check" CHECK (num_nonnulls("comments"."share_id", "comments"."article_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "reactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"share_id" text,
	"article_id" integer,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reactions_share_user_unique" UNIQUE("share_id","user_id"),
	CONSTRAINT "reactions_article_user_unique" UNIQUE("article_id","user_id"),
	CONSTRAINT "reactions_one_target_check" CHECK (num_nonnulls("reactions"."share_id", "reactions"."article_id") = 1),
	CONSTRAINT "reactions_kind_check" CHECK ("reactions"."kind" in ('LIKE', 'EMPATHY', 'CHEER', 'AMAZED', 'THANKS'))
);
--> statement-breakpoint
CREATE TABLE "shares" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"reading_id" integer,
	"character_id" integer NOT NULL,
	"show_question" boolean NOT NULL,
	"show_name" boolean NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shares_id_check" CHECK ("shares"."id" ~ '^[A-Za-z0-9_-]{22}$')
);
--> statement-breakpoint
ALTER TABLE "ai_character_favorites" ADD CONSTRAINT "ai_character_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_character_favorites" ADD CONSTRAINT "ai_character_favorites_character_id_ai_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."ai_characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_character_reviews" ADD CONSTRAINT "ai_character_reviews_character_id_ai_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."ai_characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_character_reviews" ADD CONSTRAINT "ai_character_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chat_messages" ADD CONSTRAINT "ai_chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chat_messages" ADD CONSTRAINT "ai_chat_messages_character_id_ai_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."ai_characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_readings" ADD CONSTRAINT "ai_readings_character_id_ai_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."ai_characters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_readings" ADD CONSTRAINT "ai_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_readings" ADD CONSTRAINT "ai_readings_simple_tarot_id_ai_simple_tarots_id_fk" FOREIGN KEY ("simple_tarot_id") REFERENCES "public"."ai_simple_tarots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_simple_tarots" ADD CONSTRAINT "ai_simple_tarots_character_id_ai_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."ai_characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_media" ADD CONSTRAINT "article_media_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_character_id_ai_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."ai_characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_share_id_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_share_id_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_reading_id_ai_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."ai_readings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_character_reviews_character_idx" ON "ai_character_reviews" USING btree ("character_id","id");--> statement-breakpoint
CREATE INDEX "ai_chat_messages_pair_idx" ON "ai_chat_messages" USING btree ("user_id","character_id","id");--> statement-breakpoint
CREATE INDEX "ai_readings_user_idx" ON "ai_readings" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "ai_readings_anon_idx" ON "ai_readings" USING btree ("anon_id");--> statement-breakpoint
CREATE INDEX "ai_readings_character_idx" ON "ai_readings" USING btree ("character_id","id");--> statement-breakpoint
CREATE INDEX "articles_character_idx" ON "articles" USING btree ("character_id","published_at");--> statement-breakpoint
CREATE INDEX "comments_share_idx" ON "comments" USING btree ("share_id","id");--> statement-breakpoint
CREATE INDEX "comments_article_idx" ON "comments" USING btree ("article_id","id");--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "reactions_user_idx" ON "reactions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "shares_created_idx" ON "shares" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "shares_owner_idx" ON "shares" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "shares_character_idx" ON "shares" USING btree ("character_id","created_at");