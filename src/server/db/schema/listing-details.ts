import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import type { ListingKind } from "./listing-kinds";

/**
 * Each visible listing's detail answer (`GET /api/venues/:slug`, `GET /api/vendors/:slug`) as the JSON text
 * the API sends, computed ahead by modules/listings/listing-details.ts so a first visit to a listing reads
 * one row instead of building the answer (issue #21, docs/decisions/059). A row is current while its
 * `version` equals its city's in `listing_detail_versions`; anything else is ignored and the answer is built
 * as before. Kept apart from the listing tables so refreshing it never rewrites (or bloats) their rows.
 */
export const listingDetails = pgTable(
  "listing_details",
  {
    listingKind: text("listing_kind").$type<ListingKind>().notNull(),
    slug: text("slug").notNull(),
    listingId: uuid("listing_id").notNull(),
    cityId: text("city_id").notNull(),
    /** The city's version this answer was built from (read in the same statement as the listing rows). */
    version: bigint("version", { mode: "number" }).notNull(),
    json: text("json").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listingKind, t.slug] }),
    index("listing_details_city_idx").on(t.listingKind, t.cityId, t.version),
    check("listing_details_listing_kind_check", sql`${t.listingKind} in ('venue', 'vendor')`),
  ],
);

/**
 * One number per kind and city, raised by statement triggers on venues and vendors whenever a listing of
 * that city is inserted, changed or deleted (drizzle/0026): a listing's detail shows up to 4 similar
 * listings of its city, so any change there can change any answer of the city. No row reads as 0.
 */
export const listingDetailVersions = pgTable(
  "listing_detail_versions",
  {
    listingKind: text("listing_kind").$type<ListingKind>().notNull(),
    cityId: text("city_id").notNull(),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.listingKind, t.cityId] }),
    check("listing_detail_versions_listing_kind_check", sql`${t.listingKind} in ('venue', 'vendor')`),
  ],
);
