CREATE TABLE "listing_detail_versions" (
	"listing_kind" text NOT NULL,
	"city_id" text NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_detail_versions_listing_kind_city_id_pk" PRIMARY KEY("listing_kind","city_id"),
	CONSTRAINT "listing_detail_versions_listing_kind_check" CHECK ("listing_detail_versions"."listing_kind" in ('venue', 'vendor'))
);
--> statement-breakpoint
CREATE TABLE "listing_details" (
	"listing_kind" text NOT NULL,
	"slug" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"city_id" text NOT NULL,
	"version" bigint NOT NULL,
	"json" text NOT NULL,
	CONSTRAINT "listing_details_listing_kind_slug_pk" PRIMARY KEY("listing_kind","slug"),
	CONSTRAINT "listing_details_listing_kind_check" CHECK ("listing_details"."listing_kind" in ('venue', 'vendor'))
);
--> statement-breakpoint
CREATE INDEX "listing_details_city_idx" ON "listing_details" USING btree ("listing_kind","city_id","version");--> statement-breakpoint
CREATE INDEX "vendors_city_id_idx" ON "vendors" USING btree ("city_id","id") WHERE is_published and not is_hidden;--> statement-breakpoint
CREATE INDEX "venues_city_id_idx" ON "venues" USING btree ("city_id","id") WHERE is_published and not is_hidden;--> statement-breakpoint
-- Listing detail answers built ahead (issue #21, docs/decisions/059): any insert, change or delete of a
-- listing raises its city's version (the old and the new city when it moves), which makes every answer
-- stored for that city stale at once, in the writing transaction. One call per statement (transition
-- tables), so a bulk load raises each city once.
CREATE OR REPLACE FUNCTION listing_detail_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO listing_detail_versions AS v (listing_kind, city_id, version)
    SELECT DISTINCT TG_ARGV[0], n.city_id, 1 FROM new_rows n ORDER BY 2
    ON CONFLICT (listing_kind, city_id) DO UPDATE SET version = v.version + 1;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- The cities above are raised already; these are the ones rows left.
    INSERT INTO listing_detail_versions AS v (listing_kind, city_id, version)
    SELECT DISTINCT TG_ARGV[0], o.city_id, 1 FROM old_rows o
    WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.city_id = o.city_id)
    ORDER BY 2
    ON CONFLICT (listing_kind, city_id) DO UPDATE SET version = v.version + 1;
  END IF;
  IF TG_OP = 'DELETE' THEN
    -- (new_rows does not exist in a DELETE trigger: a statement naming it would not even parse.)
    INSERT INTO listing_detail_versions AS v (listing_kind, city_id, version)
    SELECT DISTINCT TG_ARGV[0], o.city_id, 1 FROM old_rows o ORDER BY 2
    ON CONFLICT (listing_kind, city_id) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- TRUNCATE fires no row or statement DELETE trigger: the kind's stored answers go with its rows.
CREATE OR REPLACE FUNCTION listing_details_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_details WHERE listing_kind = TG_ARGV[0];
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER venues_detail_version_insert AFTER INSERT ON venues
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_detail_versions_bump('venue');
--> statement-breakpoint
CREATE TRIGGER venues_detail_version_update AFTER UPDATE ON venues
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_detail_versions_bump('venue');
--> statement-breakpoint
CREATE TRIGGER venues_detail_version_delete AFTER DELETE ON venues
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_detail_versions_bump('venue');
--> statement-breakpoint
CREATE TRIGGER venues_details_truncate AFTER TRUNCATE ON venues
  FOR EACH STATEMENT EXECUTE FUNCTION listing_details_truncate('venue');
--> statement-breakpoint
CREATE TRIGGER vendors_detail_version_insert AFTER INSERT ON vendors
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_detail_versions_bump('vendor');
--> statement-breakpoint
CREATE TRIGGER vendors_detail_version_update AFTER UPDATE ON vendors
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_detail_versions_bump('vendor');
--> statement-breakpoint
CREATE TRIGGER vendors_detail_version_delete AFTER DELETE ON vendors
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_detail_versions_bump('vendor');
--> statement-breakpoint
CREATE TRIGGER vendors_details_truncate AFTER TRUNCATE ON vendors
  FOR EACH STATEMENT EXECUTE FUNCTION listing_details_truncate('vendor');
