-- Keep what search reads inside the table row (issue #3, bench/search.ts): the search document and the
-- photos (a result card shows the first). With the default EXTENDED storage a venue row (~3 kB) pushes both
-- out to the TOAST table, and ranking a few thousand matches then costs extra TOAST lookups per row (about
-- 3× slower at 100,000 listings). MAIN keeps them inline unless a row cannot fit any other way; the long
-- description, amenities and packages go to TOAST first, and only detail pages read those.
ALTER TABLE "venues" ALTER COLUMN "search" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "venues" ALTER COLUMN "photos" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "vendors" ALTER COLUMN "search" SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE "vendors" ALTER COLUMN "photos" SET STORAGE MAIN;
