CREATE TABLE "golfer_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"hand" text,
	"height_cm" double precision,
	"wrist_to_floor_cm" double precision,
	"swing_speed_mph" double precision,
	"carry_m" double precision,
	"current_flex" text,
	"lie_deg" double precision,
	"ping_dot" text,
	"grip_size" text,
	"handicap" double precision,
	"length_override_in" double precision,
	"flex_override" text,
	"lie_override_deg" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "golfer_profiles_hand_check" CHECK ("golfer_profiles"."hand" is null or "golfer_profiles"."hand" in ('right', 'left')),
	CONSTRAINT "golfer_profiles_flex_check" CHECK (("golfer_profiles"."current_flex" is null or "golfer_profiles"."current_flex" in ('L', 'A', 'R', 'S', 'X', 'TX')) and ("golfer_profiles"."flex_override" is null or "golfer_profiles"."flex_override" in ('L', 'A', 'R', 'S', 'X', 'TX'))),
	CONSTRAINT "golfer_profiles_grip_size_check" CHECK ("golfer_profiles"."grip_size" is null or "golfer_profiles"."grip_size" in ('undersize', 'standard', 'midsize', 'jumbo'))
);
--> statement-breakpoint
CREATE TABLE "wanted_club_matches" (
	"wanted_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wanted_club_matches_wanted_id_product_id_pk" PRIMARY KEY("wanted_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "wanted_clubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"club_model_id" uuid NOT NULL,
	"set_clubs" text[] DEFAULT '{}'::text[] NOT NULL,
	"missing_clubs" text[] NOT NULL,
	"shaft_material" text,
	"shaft_model" text,
	"flex" text,
	"hand" text,
	"alert" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wanted_clubs_flex_check" CHECK ("wanted_clubs"."flex" is null or "wanted_clubs"."flex" in ('L', 'A', 'R', 'S', 'X', 'TX')),
	CONSTRAINT "wanted_clubs_hand_check" CHECK ("wanted_clubs"."hand" is null or "wanted_clubs"."hand" in ('right', 'left')),
	CONSTRAINT "wanted_clubs_shaft_check" CHECK ("wanted_clubs"."shaft_material" is null or "wanted_clubs"."shaft_material" in ('steel', 'graphite'))
);
--> statement-breakpoint
ALTER TABLE "product_specs" ADD COLUMN "split_set_id" uuid;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "fits_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "golfer_profiles" ADD CONSTRAINT "golfer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_club_matches" ADD CONSTRAINT "wanted_club_matches_wanted_id_wanted_clubs_id_fk" FOREIGN KEY ("wanted_id") REFERENCES "public"."wanted_clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_club_matches" ADD CONSTRAINT "wanted_club_matches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_clubs" ADD CONSTRAINT "wanted_clubs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_clubs" ADD CONSTRAINT "wanted_clubs_club_model_id_club_models_id_fk" FOREIGN KEY ("club_model_id") REFERENCES "public"."club_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wanted_clubs_user_idx" ON "wanted_clubs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wanted_clubs_model_idx" ON "wanted_clubs" USING btree ("club_model_id");