-- Issue #18: a business has one website, on its listing. The account's "Website" field is gone; a website
-- typed there only reaches the owner's listings that have none. (The column stays until a later migration
-- drops it: widen, then narrow. The vendor listing form still offers it as a prefill.)
UPDATE "venues" SET "website" = bp."website", "updated_at" = now()
FROM "business_profiles" bp
WHERE "venues"."owner_id" = bp."id" AND "venues"."website" = '' AND bp."website" <> '';
--> statement-breakpoint
UPDATE "vendors" SET "website" = bp."website", "updated_at" = now()
FROM "business_profiles" bp
WHERE "vendors"."owner_id" = bp."id" AND "vendors"."website" = '' AND bp."website" <> '';
