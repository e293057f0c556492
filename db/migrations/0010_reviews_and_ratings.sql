CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"author_id" uuid,
	"subject_id" uuid,
	"author_role" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_author_role_check" CHECK ("reviews"."author_role" in ('buyer', 'seller')),
	CONSTRAINT "reviews_comment_check" CHECK (char_length("reviews"."comment") <= 1000),
	CONSTRAINT "reviews_reply_check" CHECK (char_length("reviews"."reply") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "user_ratings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_ratings_figures_check" CHECK ("user_ratings"."review_count" >= 0 and "user_ratings"."rating_sum" between "user_ratings"."review_count" and 5 * "user_ratings"."review_count")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ratings" ADD CONSTRAINT "user_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_role_idx" ON "reviews" USING btree ("order_id","author_role");--> statement-breakpoint
CREATE INDEX "reviews_subject_revealed_idx" ON "reviews" USING btree ("subject_id","revealed_at" DESC NULLS LAST) WHERE "reviews"."revealed_at" is not null;--> statement-breakpoint
CREATE INDEX "reviews_hidden_idx" ON "reviews" USING btree ("created_at") WHERE "reviews"."revealed_at" is null;