CREATE TABLE "club_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"club_type" text NOT NULL,
	"release_year" smallint NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_key" text NOT NULL,
	"heads" jsonb NOT NULL,
	"shafts" jsonb NOT NULL,
	"stock_set" text[],
	"source_url" text NOT NULL,
	"source_title" text NOT NULL,
	"confidence" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_models_club_type_check" CHECK ("club_models"."club_type" in ('driver', 'fairway', 'hybrid', 'utility', 'iron-set', 'iron', 'wedge', 'putter', 'complete-set')),
	CONSTRAINT "club_models_confidence_check" CHECK ("club_models"."confidence" in ('high', 'medium', 'low'))
);
--> statement-breakpoint
CREATE TABLE "product_modifications" (
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" double precision,
	"detail" text,
	"position" smallint NOT NULL,
	CONSTRAINT "product_modifications_product_id_kind_pk" PRIMARY KEY("product_id","kind"),
	CONSTRAINT "product_modifications_kind_check" CHECK ("product_modifications"."kind" in ('loft-bent', 'lie-bent', 'shaft-cut', 'shaft-extended', 'shaft-tipped', 'shaft-replaced', 'regripped', 'weights-changed', 'head-refinished'))
);
--> statement-breakpoint
CREATE TABLE "product_specs" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"club_model_id" uuid,
	"model_name" text,
	"club_type" text,
	"hand" text,
	"player" text,
	"loft" double precision,
	"set_clubs" text[],
	"set_lofts" double precision[],
	"lie" double precision,
	"lie_label" text,
	"ping_dot" text,
	"length_in" double precision,
	"shaft_material" text,
	"shaft_model" text,
	"flex" text,
	"grip_model" text,
	"grip_size" text,
	"model_year" smallint,
	"headcover" boolean DEFAULT false NOT NULL,
	"adjustment_tool" boolean DEFAULT false NOT NULL,
	"certificate" boolean DEFAULT false NOT NULL,
	"bounce" double precision,
	"grind" text,
	"putter_head" text,
	"shoe_size_eu" double precision,
	"shoe_spikes" text,
	"shoe_width" text,
	"clothing_fit" text,
	"bag_dividers" smallint,
	"bag_weight_kg" double precision,
	"trolley_battery" text,
	"electronics_type" text,
	"slope_mode" boolean DEFAULT false NOT NULL,
	"ball_model" text,
	"ball_quantity" smallint,
	"ball_grade" text,
	"modification_count" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_specs_club_type_check" CHECK ("product_specs"."club_type" is null or "product_specs"."club_type" in ('driver', 'fairway', 'hybrid', 'utility', 'iron-set', 'iron', 'wedge', 'putter', 'complete-set')),
	CONSTRAINT "product_specs_hand_check" CHECK ("product_specs"."hand" is null or "product_specs"."hand" in ('right', 'left')),
	CONSTRAINT "product_specs_player_check" CHECK ("product_specs"."player" is null or "product_specs"."player" in ('mens', 'womens', 'junior')),
	CONSTRAINT "product_specs_flex_check" CHECK ("product_specs"."flex" is null or "product_specs"."flex" in ('L', 'A', 'R', 'S', 'X', 'TX')),
	CONSTRAINT "product_specs_shaft_material_check" CHECK ("product_specs"."shaft_material" is null or "product_specs"."shaft_material" in ('steel', 'graphite')),
	CONSTRAINT "product_specs_loft_check" CHECK ("product_specs"."loft" is null or "product_specs"."loft" between 0 and 66),
	CONSTRAINT "product_specs_lie_check" CHECK ("product_specs"."lie" is null or "product_specs"."lie" between 40 and 80),
	CONSTRAINT "product_specs_length_check" CHECK ("product_specs"."length_in" is null or "product_specs"."length_in" between 24 and 48),
	CONSTRAINT "product_specs_set_check" CHECK ("product_specs"."set_lofts" is null or cardinality("product_specs"."set_lofts") = cardinality("product_specs"."set_clubs")),
	CONSTRAINT "product_specs_modification_count_check" CHECK ("product_specs"."modification_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_modifications" ADD CONSTRAINT "product_modifications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specs" ADD CONSTRAINT "product_specs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specs" ADD CONSTRAINT "product_specs_club_model_id_club_models_id_fk" FOREIGN KEY ("club_model_id") REFERENCES "public"."club_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_models_slug_idx" ON "club_models" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "club_models_brand_idx" ON "club_models" USING btree (lower("brand"),"model");--> statement-breakpoint
CREATE INDEX "product_specs_club_type_idx" ON "product_specs" USING btree ("club_type");--> statement-breakpoint
CREATE INDEX "product_specs_club_model_idx" ON "product_specs" USING btree ("club_model_id");