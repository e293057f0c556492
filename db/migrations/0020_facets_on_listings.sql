DROP INDEX "product_specs_listed_club_type_idx";--> statement-breakpoint
DROP INDEX "product_specs_listed_hand_idx";--> statement-breakpoint
DROP INDEX "product_specs_listed_player_idx";--> statement-breakpoint
DROP INDEX "product_specs_listed_flex_idx";--> statement-breakpoint
DROP INDEX "product_specs_listed_loft_idx";--> statement-breakpoint
DROP INDEX "product_specs_listed_shaft_idx";--> statement-breakpoint
DROP INDEX "product_specs_listed_model_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "spec_club_type" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "spec_hand" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "spec_player" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "spec_flex" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "spec_loft" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "spec_shaft" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "spec_set_clubs" text[];--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "spec_model_year" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "spec_modifications" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "spec_model_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "club_hand" text GENERATED ALWAYS AS (coalesce(spec_hand, case size when 'Left-Handed' then 'left' when 'Right-Handed' then 'right' end)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "club_player" text GENERATED ALWAYS AS (coalesce(spec_player, case size when 'Men''s' then 'mens' when 'Women''s' then 'womens' when 'Junior' then 'junior' end)) STORED;--> statement-breakpoint
-- products.spec_* copy the golf facets of the listing's passport (decision 0070), so browse filters and counts them without joining product_specs: after every statement that writes passports, the listings it touched are copied again from what their passports now hold (null without one).
CREATE FUNCTION products_copy_passports(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Nothing to copy: no UPDATE, whose statement triggers would fire for nothing.
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  UPDATE products p SET spec_club_type = s.club_type, spec_hand = s.hand, spec_player = s.player, spec_flex = s.flex, spec_loft = s.loft, spec_shaft = s.shaft_material, spec_set_clubs = s.set_clubs, spec_model_year = s.model_year, spec_modifications = s.modification_count, spec_model_id = s.club_model_id
  FROM (SELECT i.id, x.* FROM (SELECT DISTINCT unnest(ids) AS id) i LEFT JOIN product_specs x ON x.product_id = i.id) s
  WHERE p.id = s.id AND (p.spec_club_type, p.spec_hand, p.spec_player, p.spec_flex, p.spec_loft, p.spec_shaft, p.spec_set_clubs, p.spec_model_year, p.spec_modifications, p.spec_model_id) IS DISTINCT FROM (s.club_type, s.hand, s.player, s.flex, s.loft, s.shaft_material, s.set_clubs, s.model_year, s.modification_count, s.club_model_id);
END
$$;--> statement-breakpoint
CREATE FUNCTION product_specs_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM products_copy_passports(array(SELECT product_id FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION product_specs_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only passports whose facets (or listing) changed: an update of "listed" alone (a listing sold or
  -- relisted, migration 0019) copies nothing, which also ends the two tables' triggers there.
  PERFORM products_copy_passports(array(
    (SELECT product_id FROM (SELECT product_id, club_type, hand, player, flex, loft, shaft_material, set_clubs, model_year, modification_count, club_model_id FROM new_rows EXCEPT SELECT product_id, club_type, hand, player, flex, loft, shaft_material, set_clubs, model_year, modification_count, club_model_id FROM old_rows) changed)
    UNION (SELECT product_id FROM old_rows EXCEPT SELECT product_id FROM new_rows)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION product_specs_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM products_copy_passports(array(SELECT product_id FROM old_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_specs_copy_insert AFTER INSERT ON product_specs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_specs_after_insert();--> statement-breakpoint
CREATE TRIGGER product_specs_copy_update AFTER UPDATE ON product_specs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_specs_after_update();--> statement-breakpoint
CREATE TRIGGER product_specs_copy_delete AFTER DELETE ON product_specs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_specs_after_delete();--> statement-breakpoint
UPDATE products p SET spec_club_type = s.club_type, spec_hand = s.hand, spec_player = s.player, spec_flex = s.flex, spec_loft = s.loft, spec_shaft = s.shaft_material, spec_set_clubs = s.set_clubs, spec_model_year = s.model_year, spec_modifications = s.modification_count, spec_model_id = s.club_model_id FROM product_specs s WHERE s.product_id = p.id;--> statement-breakpoint
CREATE INDEX "products_browse_club_type_idx" ON "products" USING btree ("spec_club_type") WHERE "products"."browse_visible";--> statement-breakpoint
CREATE INDEX "products_browse_hand_idx" ON "products" USING btree ("club_hand") WHERE "products"."browse_visible";--> statement-breakpoint
CREATE INDEX "products_browse_player_idx" ON "products" USING btree ("club_player") WHERE "products"."browse_visible";--> statement-breakpoint
CREATE INDEX "products_browse_flex_idx" ON "products" USING btree ("spec_flex") WHERE "products"."browse_visible";--> statement-breakpoint
CREATE INDEX "products_browse_loft_idx" ON "products" USING btree ("spec_loft") WHERE "products"."browse_visible";--> statement-breakpoint
CREATE INDEX "products_browse_shaft_idx" ON "products" USING btree ("spec_shaft") WHERE "products"."browse_visible";--> statement-breakpoint
CREATE INDEX "products_browse_model_idx" ON "products" USING btree ("spec_model_id") WHERE "products"."browse_visible";