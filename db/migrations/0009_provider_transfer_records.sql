CREATE TABLE "test_transfer_reversals" (
	"id" text PRIMARY KEY NOT NULL,
	"transfer_id" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_transfer_reversals_amount_check" CHECK ("test_transfer_reversals"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "test_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"destination" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_transfers_amount_check" CHECK ("test_transfers"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "test_transfer_reversals" ADD CONSTRAINT "test_transfer_reversals_transfer_id_test_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."test_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_transfer_reversals_transfer_idx" ON "test_transfer_reversals" USING btree ("transfer_id");