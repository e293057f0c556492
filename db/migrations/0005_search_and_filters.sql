-- Search and filters (docs/decisions/0022, 0023). unaccent() depends on a dictionary that could change, so PostgreSQL marks it STABLE; these wrappers name the dictionary and are IMMUTABLE, which generated columns and indexes need.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE FUNCTION search_normalise(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)), '\s+', ' ', 'g'));--> statement-breakpoint
-- Name, brand and description on three lines: a word never matches across two fields, and ranking can look at the name (line 1) and the name with the brand (lines 1-2).
CREATE FUNCTION search_document(name text, brand text, description text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce(search_normalise(name), '') || E'\n' || coalesce(search_normalise(brand), '') || E'\n' || coalesce(search_normalise(description), '');--> statement-breakpoint
-- The word and every way of deleting one of its letters: two words at most one typo apart (a letter added, dropped, changed, or two neighbours swapped) share at least one.
CREATE FUNCTION search_word_deletions(value text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN array(SELECT value UNION SELECT left(value, i - 1) || substr(value, i + 1) FROM generate_series(1, length(value)) AS i);--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"deletions" text[] GENERATED ALWAYS AS (search_word_deletions(word)) STORED NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_brand_trgm_idx";--> statement-breakpoint
DROP INDEX "products_description_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_document(name, brand, description)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "country" text GENERATED ALWAYS AS (case area_code when '+43' then 'AT' when '+32' then 'BE' when '+359' then 'BG' when '+385' then 'HR' when '+357' then 'CY' when '+420' then 'CZ' when '+45' then 'DK' when '+372' then 'EE' when '+358' then 'FI' when '+33' then 'FR' when '+49' then 'DE' when '+30' then 'GR' when '+36' then 'HU' when '+353' then 'IE' when '+39' then 'IT' when '+371' then 'LV' when '+370' then 'LT' when '+352' then 'LU' when '+356' then 'MT' when '+31' then 'NL' when '+48' then 'PL' when '+351' then 'PT' when '+40' then 'RO' when '+421' then 'SK' when '+386' then 'SI' when '+34' then 'ES' when '+46' then 'SE' end) STORED;--> statement-breakpoint
CREATE INDEX "search_words_deletions_idx" ON "search_words" USING gin ("deletions");--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_text_idx" ON "products" USING gin ("search_text" gin_trgm_ops) WHERE "products"."browse_visible";--> statement-breakpoint
CREATE INDEX "products_browse_facets_idx" ON "products" USING btree ("subcategory","condition","size","price","brand","seller_id","shipping_options") WHERE "products"."browse_visible";--> statement-breakpoint
-- The vocabulary of search_words: words of 4 to 40 letters of every listing written, kept by two statement-level triggers (one pass per insert or update statement, however many rows).
CREATE FUNCTION search_words_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM new_rows, regexp_split_to_table(new_rows.search_text, '[^[:alpha:]]+') AS w
  WHERE length(w) BETWEEN 4 AND 40
  ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION search_words_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w
  FROM new_rows JOIN old_rows ON old_rows.id = new_rows.id,
       regexp_split_to_table(new_rows.search_text, '[^[:alpha:]]+') AS w
  WHERE new_rows.search_text IS DISTINCT FROM old_rows.search_text AND length(w) BETWEEN 4 AND 40
  ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_after_insert();--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_after_update();--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM products, regexp_split_to_table(products.search_text, '[^[:alpha:]]+') AS w
WHERE length(w) BETWEEN 4 AND 40
ON CONFLICT DO NOTHING;
