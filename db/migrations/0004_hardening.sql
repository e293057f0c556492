CREATE TABLE "photo_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"product_id" uuid,
	"discarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_session_id" text NOT NULL,
	"status" text DEFAULT 'requires_capture' NOT NULL,
	"amount_authorised" integer NOT NULL,
	"amount_captured" integer DEFAULT 0 NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"charge_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payments_status_check" CHECK ("test_payments"."status" in ('requires_capture', 'succeeded', 'canceled')),
	CONSTRAINT "test_payments_amounts_check" CHECK ("test_payments"."amount_captured" <= "test_payments"."amount_authorised" and "test_payments"."amount_refunded" <= "test_payments"."amount_captured")
);
--> statement-breakpoint
ALTER TABLE "checkout_reservations" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "checkout_reservations" CASCADE;--> statement-breakpoint
ALTER TABLE "checkout_sessions" DROP CONSTRAINT "checkout_sessions_status_check";--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "charge_id" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "amount_captured" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_uploads_open_idx" ON "photo_uploads" USING btree ("owner_id","created_at") WHERE "photo_uploads"."product_id" is null and "photo_uploads"."discarded_at" is null;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_status_check" CHECK ("checkout_sessions"."status" in ('creating', 'open', 'capturing', 'completed', 'expired', 'cancelled', 'failed'));