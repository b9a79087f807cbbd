-- Issue #21 (docs/decisions/047): a listing's search document stays in its row, compressed, instead of in
-- the TOAST table. Ranking a broad text search reads every match's document (ts_rank, and the recheck of a
-- phrase); out of line that was ~6 buffer reads a match ("rooftop terrace" in one city: 8,976 buffers),
-- in the row it is one (2,659). PostgreSQL still moves it out of line if a row could not fit otherwise.
-- Rows written before this keep their stored form until their next write.
-- With the document in the row, PostgreSQL moves the other long columns out first; a venue's styles must
-- stay in the row too: the venue page compares them with each candidate's (similar venues), and out of line
-- that read the TOAST table again for every candidate (~450 buffers a page instead of ~50).
ALTER TABLE "venues" ALTER COLUMN "search" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "venues" ALTER COLUMN "styles" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "vendors" ALTER COLUMN "search" SET STORAGE MAIN;
