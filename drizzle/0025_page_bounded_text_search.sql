-- Issue #21 (docs/decisions/056): text search pages through relevance tiers — name, facets (styles, setting,
-- neighbourhood; category, service area), description, synonyms — each in the default order, so its work grows
-- with the page, not with the matches. `search_title` is the search document's A and B parts alone, small
-- enough that telling a row's tier never reads the long document; the city index walks a dense tier in
-- order. The GIN indexes lead with the city (btree_gin), so a city's matches of a word come straight from the
-- index however common the word is in other cities: the capped count and the sparse tiers read only them.
-- They are partial on the visible rows, like public search, so a count needs nothing from the heap pages the
-- visibility map vouches for.
-- The title is stored PLAIN, in the row (set in the same statement as the column, so the rewrite that fills
-- it already obeys it): a wide row otherwise moved it to the TOAST table, and checking a row's tier read ~8
-- buffers instead of 1 ("rooftop terrace" in Nashville: 8,437 buffers for 1,028 candidates).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "vendors_search_idx";--> statement-breakpoint
DROP INDEX "venues_search_idx";--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "search_title" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', business_name), 'A') || setweight(to_tsvector('english', marketplace_category_terms(category_slug) || ' ' || service_area), 'B')) STORED NOT NULL, ALTER COLUMN "search_title" SET STORAGE PLAIN;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "search_title" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', marketplace_text_array_terms(styles) || ' ' || replace(setting, 'both', 'indoor outdoor') || ' ' || neighborhood), 'B')) STORED NOT NULL, ALTER COLUMN "search_title" SET STORAGE PLAIN;--> statement-breakpoint
CREATE INDEX "vendors_search_title_idx" ON "vendors" USING gin ("city_id","search_title") WHERE is_published and not is_hidden;--> statement-breakpoint
CREATE INDEX "vendors_city_featured_name_idx" ON "vendors" USING btree ("city_id","is_featured" DESC NULLS FIRST,lower(business_name) collate "C","id") WHERE is_published and not is_hidden;--> statement-breakpoint
CREATE INDEX "venues_search_title_idx" ON "venues" USING gin ("city_id","search_title") WHERE is_published and not is_hidden;--> statement-breakpoint
CREATE INDEX "venues_city_featured_name_idx" ON "venues" USING btree ("city_id","is_featured" DESC NULLS FIRST,lower(name) collate "C","id") WHERE is_published and not is_hidden;--> statement-breakpoint
CREATE INDEX "vendors_search_idx" ON "vendors" USING gin ("city_id","search") WHERE is_published and not is_hidden;--> statement-breakpoint
CREATE INDEX "venues_search_idx" ON "venues" USING gin ("city_id","search") WHERE is_published and not is_hidden;