CREATE TABLE "session_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"sender_type" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"upload_id" uuid,
	"client_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_signals" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"sender_type" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "counseling_sessions" ADD COLUMN "user_entered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "counseling_sessions" ADD COLUMN "counselor_entered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "counseling_sessions" ADD COLUMN "user_in_room" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "counseling_sessions" ADD COLUMN "counselor_in_room" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "counseling_sessions" ADD COLUMN "user_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "counseling_sessions" ADD COLUMN "counselor_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "counseling_sessions" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "counseling_sessions" ADD COLUMN "billed_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "counseling_sessions" ADD COLUMN "clock_running_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "counseling_sessions" ADD COLUMN "clock_paused_reason" text;--> statement-breakpoint
ALTER TABLE "counseling_sessions" ADD COLUMN "counselor_away_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "counseling_sessions" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "counseling_sessions" ADD COLUMN "user_read_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "counseling_sessions" ADD COLUMN "counselor_read_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "counseling_sessions" ADD COLUMN "shared_reading_id" integer;--> statement-breakpoint
ALTER TABLE "counseling_sessions" ADD COLUMN "shared_reading_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "session_messages" ADD CONSTRAINT "session_messages_session_id_counseling_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."counseling_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_messages" ADD CONSTRAINT "session_messages_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_signals" ADD CONSTRAINT "session_signals_session_id_counseling_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."counseling_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_messages_session_idx" ON "session_messages" USING btree ("session_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_messages_client_idx" ON "session_messages" USING btree ("session_id","sender_type","client_id");--> statement-breakpoint
CREATE INDEX "session_signals_session_idx" ON "session_signals" USING btree ("session_id","id");--> statement-breakpoint
ALTER TABLE "counseling_sessions" ADD CONSTRAINT "counseling_sessions_shared_reading_id_ai_readings_id_fk" FOREIGN KEY ("shared_reading_id") REFERENCES "public"."ai_readings"("id") ON DELETE set null ON UPDATE no action;