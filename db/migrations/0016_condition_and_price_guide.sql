CREATE TABLE "model_sales" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"club_model_id" uuid NOT NULL,
	"condition" text NOT NULL,
	"amount" integer NOT NULL,
	"sold_at" timestamp with time zone NOT NULL,
	CONSTRAINT "model_sales_amount_check" CHECK ("model_sales"."amount" > 0),
	CONSTRAINT "model_sales_condition_check" CHECK ("model_sales"."condition" in ('New', 'Like New', 'Good', 'Fair', 'Poor'))
);
--> statement-breakpoint
CREATE TABLE "price_guides" (
	"club_model_id" uuid NOT NULL,
	"condition" text NOT NULL,
	"low" integer NOT NULL,
	"typical" integer NOT NULL,
	"high" integer NOT NULL,
	"sample_size" integer NOT NULL,
	"first_sale_at" timestamp with time zone,
	"last_sale_at" timestamp with time zone,
	"estimate" boolean NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_guides_club_model_id_condition_pk" PRIMARY KEY("club_model_id","condition"),
	CONSTRAINT "price_guides_condition_check" CHECK ("price_guides"."condition" in ('New', 'Like New', 'Good', 'Fair', 'Poor')),
	CONSTRAINT "price_guides_figures_check" CHECK (0 < "price_guides"."low" and "price_guides"."low" <= "price_guides"."typical" and "price_guides"."typical" <= "price_guides"."high"),
	CONSTRAINT "price_guides_sample_check" CHECK ("price_guides"."sample_size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "club_models" ADD COLUMN "launch_price" integer;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "listing_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "product_specs" ADD COLUMN "grade_head" smallint;--> statement-breakpoint
ALTER TABLE "product_specs" ADD COLUMN "grade_shaft" smallint;--> statement-breakpoint
ALTER TABLE "product_specs" ADD COLUMN "grade_grip" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_slots" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "offer_floor" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_hint_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "described_head" boolean;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "described_shaft" boolean;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "described_grip" boolean;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "good_price_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "model_sales" ADD CONSTRAINT "model_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_sales" ADD CONSTRAINT "model_sales_club_model_id_club_models_id_fk" FOREIGN KEY ("club_model_id") REFERENCES "public"."club_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_guides" ADD CONSTRAINT "price_guides_club_model_id_club_models_id_fk" FOREIGN KEY ("club_model_id") REFERENCES "public"."club_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_sales_model_sold_idx" ON "model_sales" USING btree ("club_model_id","sold_at");--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_subject_check" CHECK ("disputes"."subject" is null or "disputes"."subject" in ('head', 'shaft', 'grip', 'not-genuine', 'wrong-spec', 'missing-item'));--> statement-breakpoint
ALTER TABLE "product_specs" ADD CONSTRAINT "product_specs_grades_check" CHECK (coalesce("product_specs"."grade_head", 1) between 1 and 10
        and coalesce("product_specs"."grade_shaft", 1) between 1 and 10
        and coalesce("product_specs"."grade_grip", 1) between 1 and 10);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_slots_check" CHECK (cardinality("products"."image_slots") = 0 or cardinality("products"."image_slots") = cardinality("products"."images"));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_slots_values_check" CHECK ("products"."image_slots" <@ array['sole', 'face', 'crown', 'toe', 'shaft-label', 'grip', 'set-spread', 'face-7-iron', 'soles', 'face-grooves', 'top-line', 'serial', 'front', 'back', 'top', 'detail', 'label', 'outsoles', 'screen', 'included', '']::text[]);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_offer_floor_check" CHECK ("products"."offer_floor" is null or "products"."offer_floor" > 0);