ALTER TABLE "venues" drop column "search";--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', marketplace_text_array_terms(styles) || ' ' || replace(setting, 'both', 'indoor outdoor') || ' ' || neighborhood), 'B') || setweight(to_tsvector('english', marketplace_text_array_terms(amenities) || ' ' || description), 'C')) STORED NOT NULL;--> statement-breakpoint
-- Dropping the column took its GIN index with it (drizzle-kit leaves that out): built again here.
CREATE INDEX "venues_search_idx" ON "venues" USING gin ("search");
