-- Issue #21 (docs/decisions/068): a text search's statements read fewer and smaller rows.
-- 1. The whole search document (`search`, ~1.5 kB of a ~3.4 kB venue row) moves out of the row to the TOAST
--    table, with the long description; the row keeps what a result card and a relevance tier read (name,
--    numbers, photos, `search_title`). Since decision 056 nothing ranks on the whole document: it is read
--    through its GIN index, which answers a plain text query without rechecking the row. Kept in the row
--    (migration 0003, when every match was ranked with ts_rank) it made every match its own heap page: a cold
--    count of 1,001 matches read 885 pages of venues; out of the row, 532 of a table a third the size
--    (127 → 39 MB), which stays in the server's buffers beside the vendors and the listing answers.
--    `toast_tuple_target` lets the toaster move the description out too once a row is toasted at all.
-- 2. `search_name`, the name alone as words, with a GIN index on (city, name words): the name tier asks the
--    index exactly, where the title with every word weighted A had every title match read and rechecked.
--    It is PLAIN, in the row, like the title.
-- The new column's rewrite and then CLUSTER (which, unlike VACUUM FULL, runs in the migration's
-- transaction) store the rows already there under these settings; on a new database the tables are empty.
ALTER TABLE "venues" ALTER COLUMN "search" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "venues" SET (toast_tuple_target = 256);--> statement-breakpoint
ALTER TABLE "vendors" ALTER COLUMN "search" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "vendors" SET (toast_tuple_target = 256);--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "search_name" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', business_name)) STORED NOT NULL, ALTER COLUMN "search_name" SET STORAGE PLAIN;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "search_name" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', name)) STORED NOT NULL, ALTER COLUMN "search_name" SET STORAGE PLAIN;--> statement-breakpoint
CLUSTER "venues" USING "venues_pkey";--> statement-breakpoint
CLUSTER "vendors" USING "vendors_pkey";--> statement-breakpoint
CREATE INDEX "vendors_search_name_idx" ON "vendors" USING gin ("city_id","search_name") WHERE is_published and not is_hidden;--> statement-breakpoint
CREATE INDEX "venues_search_name_idx" ON "venues" USING gin ("city_id","search_name") WHERE is_published and not is_hidden;
