CREATE TABLE "job_workers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pid" integer NOT NULL,
	"host" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"checkouts" integer NOT NULL,
	"problems" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checkout_session_id" uuid NOT NULL,
	"order_id" uuid,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_reason_check" CHECK ("refunds"."reason" in ('item-missed', 'order-cancelled')),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'succeeded'))
);
--> statement-breakpoint
CREATE TABLE "sent_emails" (
	"key" text PRIMARY KEY NOT NULL,
	"transport" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_checkout_session_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reconciliation_runs_ran_at_idx" ON "reconciliation_runs" USING btree ("ran_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "refunds_checkout_session_idx" ON "refunds" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id") WHERE "refunds"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_missed_idx" ON "refunds" USING btree ("checkout_session_id") WHERE "refunds"."reason" = 'item-missed';--> statement-breakpoint
CREATE INDEX "checkout_sessions_unfinished_expires_idx" ON "checkout_sessions" USING btree ("expires_at") WHERE "checkout_sessions"."status" in ('creating', 'open');--> statement-breakpoint
-- Refunds made before refunds were recorded one by one: one settled row per checkout, so that the
-- reconciliation finds each checkout's amount_refunded accounted for.
INSERT INTO "refunds" ("checkout_session_id", "amount", "reason", "status", "created_at", "refunded_at")
SELECT "id", "amount_refunded", 'item-missed', 'succeeded', "updated_at", "updated_at"
  FROM "checkout_sessions" WHERE "amount_refunded" > 0;
