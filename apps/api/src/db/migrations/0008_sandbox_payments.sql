CREATE TABLE "sandbox_payments" (
	"payment_key" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"order_name" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_amount" integer NOT NULL,
	"status" text NOT NULL,
	"confirm_key" text,
	"cancels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_payments_order_id_unique" UNIQUE("order_id")
);
