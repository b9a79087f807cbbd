-- Listing searches without words read their pages in index order (issue #3, bench/search.ts):
-- - the two venue city indexes carry every column such a search filters or orders by, so a search by city
--   with a style or setting filter, and its total, are index-only scans instead of reading ~10,000 wide
--   rows per city (35–80 ms at 100,000 listings → 2–5 ms);
-- - a vendor category page in a city, in its default order, no longer skips other vendors on the global
--   featured/name order (~5 ms → under 1 ms).
DROP INDEX "venues_city_price_idx";--> statement-breakpoint
DROP INDEX "venues_city_capacity_idx";--> statement-breakpoint
CREATE INDEX "vendors_city_category_featured_idx" ON "vendors" USING btree ("city_id","category_slug","is_featured" DESC NULLS FIRST,lower(business_name) collate "C","id") WHERE is_published and not is_hidden;--> statement-breakpoint
CREATE INDEX "venues_city_price_idx" ON "venues" USING btree ("city_id","price_from","capacity_seated","is_featured","styles","setting","name","id") WHERE is_published and not is_hidden;--> statement-breakpoint
CREATE INDEX "venues_city_capacity_idx" ON "venues" USING btree ("city_id","capacity_seated","price_from","is_featured","styles","setting","name","id") WHERE is_published and not is_hidden;