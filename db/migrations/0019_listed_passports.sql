ALTER TABLE "product_specs" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- product_specs.listed copies products.browse_visible (decision 0066): set when a passport is written, and again by one statement-level pass whenever an update changes listings' visibility (sold, deleted, edited).
CREATE FUNCTION product_specs_listed_before_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listed := coalesce((SELECT p.browse_visible FROM products p WHERE p.id = NEW.product_id), false);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_specs_listed_write BEFORE INSERT OR UPDATE OF product_id ON product_specs
  FOR EACH ROW EXECUTE FUNCTION product_specs_listed_before_write();--> statement-breakpoint
CREATE FUNCTION product_specs_listed_after_products_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_specs s SET listed = n.browse_visible
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE s.product_id = n.id AND n.browse_visible IS DISTINCT FROM o.browse_visible AND s.listed IS DISTINCT FROM n.browse_visible;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_listed_passports AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_specs_listed_after_products_update();--> statement-breakpoint
UPDATE product_specs s SET listed = true FROM products p WHERE p.id = s.product_id AND p.browse_visible;--> statement-breakpoint
CREATE INDEX "product_specs_listed_club_type_idx" ON "product_specs" USING btree ("club_type") WHERE "product_specs"."listed";--> statement-breakpoint
CREATE INDEX "product_specs_listed_hand_idx" ON "product_specs" USING btree ("hand") WHERE "product_specs"."listed";--> statement-breakpoint
CREATE INDEX "product_specs_listed_player_idx" ON "product_specs" USING btree ("player") WHERE "product_specs"."listed";--> statement-breakpoint
CREATE INDEX "product_specs_listed_flex_idx" ON "product_specs" USING btree ("flex") WHERE "product_specs"."listed";--> statement-breakpoint
CREATE INDEX "product_specs_listed_loft_idx" ON "product_specs" USING btree ("loft") WHERE "product_specs"."listed";--> statement-breakpoint
CREATE INDEX "product_specs_listed_shaft_idx" ON "product_specs" USING btree ("shaft_material") WHERE "product_specs"."listed";--> statement-breakpoint
CREATE INDEX "product_specs_listed_model_idx" ON "product_specs" USING btree ("club_model_id") WHERE "product_specs"."listed";