CREATE TABLE "dispute_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dispute_events_actor_check" CHECK ("dispute_events"."actor" in ('buyer', 'seller', 'operator', 'system'))
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"buyer_id" uuid,
	"seller_id" uuid,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'awaiting-seller' NOT NULL,
	"due_at" timestamp with time zone,
	"offer_amount" integer,
	"return_tracking_number" text,
	"return_shipped_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"escalation_cause" text,
	"outcome" text,
	"refund_amount" integer,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "disputes_reason_check" CHECK ("disputes"."reason" in ('not-received', 'not-as-described', 'damaged', 'counterfeit', 'other')),
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('awaiting-seller', 'offer-pending', 'return-requested', 'return-shipped', 'escalated', 'resolved')),
	CONSTRAINT "disputes_outcome_check" CHECK ("disputes"."outcome" is null or "disputes"."outcome" in ('full-refund', 'partial-refund', 'released')),
	CONSTRAINT "disputes_photos_check" CHECK (cardinality("disputes"."photos") <= 4),
	CONSTRAINT "disputes_amounts_check" CHECK (coalesce("disputes"."offer_amount", 1) > 0 and coalesce("disputes"."refund_amount", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason_check";--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "reversed_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "partial_reversal_reference" text;--> statement-breakpoint
ALTER TABLE "dispute_events" ADD CONSTRAINT "dispute_events_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_events_dispute_idx" ON "dispute_events" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE INDEX "disputes_status_created_at_idx" ON "disputes" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_check" CHECK ("refunds"."reason" in ('item-missed', 'order-cancelled', 'order-refunded', 'dispute-partial'));