CREATE TABLE "listing_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" uuid NOT NULL,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listing_changes_xid_idx" ON "listing_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "listing_changes_changed_at_idx" ON "listing_changes" USING btree ("changed_at");--> statement-breakpoint
-- listing_changes (decision 0075): the listings each app instance's browse index must read again. One row per listing that a statement made visible, changed while visible in a column browse searches, filters, counts or sorts on, hid or deleted; statement triggers, so a bulk write is one INSERT.
CREATE FUNCTION listing_changes_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_changes (product_id) SELECT n.id FROM new_rows n WHERE n.browse_visible;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION listing_changes_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_changes (product_id)
  SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE (n.browse_visible OR o.browse_visible)
    AND (n.browse_visible, n.search_text, n.subcategory, n.size, n.condition, n.brand, n.price, n.shipping_options, n.seller_id, n.created_at, n.spec_club_type, n.spec_hand, n.spec_player, n.spec_flex, n.spec_loft, n.spec_shaft, n.spec_set_clubs, n.spec_model_year, n.spec_modifications, n.spec_model_id, n.club_hand, n.club_player)
      IS DISTINCT FROM (o.browse_visible, o.search_text, o.subcategory, o.size, o.condition, o.brand, o.price, o.shipping_options, o.seller_id, o.created_at, o.spec_club_type, o.spec_hand, o.spec_player, o.spec_flex, o.spec_loft, o.spec_shaft, o.spec_set_clubs, o.spec_model_year, o.spec_modifications, o.spec_model_id, o.club_hand, o.club_player);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION listing_changes_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_changes (product_id) SELECT o.id FROM old_rows o WHERE o.browse_visible;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A seller's city and country are filters and counts of their listings.
CREATE FUNCTION listing_changes_after_profiles_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_changes (product_id)
  SELECT p.id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN products p ON p.seller_id = n.id AND p.browse_visible
  WHERE (n.city, n.country) IS DISTINCT FROM (o.city, o.country);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER listing_changes_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_changes_after_insert();--> statement-breakpoint
CREATE TRIGGER listing_changes_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_changes_after_update();--> statement-breakpoint
CREATE TRIGGER listing_changes_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_changes_after_delete();--> statement-breakpoint
CREATE TRIGGER listing_changes_profiles AFTER UPDATE ON profiles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_changes_after_profiles_update();
