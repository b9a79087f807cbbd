import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { Photo } from "@shared/schemas/marketplace";
import type { VenueSetting } from "@shared/marketplace-catalog";
import { user } from "./auth";
import { cities, vendorCategories } from "./places";

/** A stored full-text document; never selected by services (they rank and match against it in SQL). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export type VendorPackage = { name: string; price: number; description: string };

/**
 * Generated search documents (issue #3). Weights: name A; styles and setting ("both" reads "indoor
 * outdoor"; issue #18) or category words + neighborhood or service area B; amenities (issue #18) and
 * description (and tagline) C. `marketplace_text_array_terms` and
 * `marketplace_category_terms` are IMMUTABLE helpers from drizzle/0001_marketplace_search_functions.sql
 * (array_to_string itself is only STABLE, which a generated column refuses).
 */
const venueSearchDocument: SQL = sql`setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', marketplace_text_array_terms(styles) || ' ' || replace(setting, 'both', 'indoor outdoor') || ' ' || neighborhood), 'B') || setweight(to_tsvector('english', marketplace_text_array_terms(amenities) || ' ' || description), 'C')`;
const vendorSearchDocument: SQL = sql`setweight(to_tsvector('english', business_name), 'A') || setweight(to_tsvector('english', marketplace_category_terms(category_slug) || ' ' || service_area), 'B') || setweight(to_tsvector('english', tagline || ' ' || description), 'C')`;
/**
 * The title of a listing's search document: its A and B parts alone (name; styles, setting and
 * neighbourhood, or category and service area), a few dozen bytes. Text search ranks in tiers on it —
 * name, then these facets, then the description (docs/decisions/056) — so telling a row's tier never
 * reads the long document, and a GIN index on it finds the name and facet matches of a word the
 * descriptions make dense.
 */
const venueSearchTitle: SQL = sql`setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', marketplace_text_array_terms(styles) || ' ' || replace(setting, 'both', 'indoor outdoor') || ' ' || neighborhood), 'B')`;
const vendorSearchTitle: SQL = sql`setweight(to_tsvector('english', business_name), 'A') || setweight(to_tsvector('english', marketplace_category_terms(category_slug) || ' ' || service_area), 'B')`;
/**
 * The name alone, as words (decision 068): the name tier asks whether the name has every word, which its
 * own GIN index answers exactly. Asked of the title with every word weighted A, the index found every title
 * match (names and facets alike) and each row was read to check the weights: 775 rows read for "rooftop
 * terrace" in Nashville, where no name has both words.
 */
const venueSearchName: SQL = sql`to_tsvector('english', name)`;
const vendorSearchName: SQL = sql`to_tsvector('english', business_name)`;

/** The rows public search sees (modules/listings/listing-search.ts `isVisible` writes the same test). */
const visibleRows: SQL = sql`is_published and not is_hidden`;
/** The name order of listing-search.ts `nameOrder`: lower case, byte order on every server. */
const nameKey: SQL = sql`lower(name) collate "C"`;
const businessNameKey: SQL = sql`lower(business_name) collate "C"`;

/** Wedding venues (spec section 1). Public reads show only published, non-hidden rows. */
export const venues = pgTable(
  "venues",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    cityId: text("city_id")
      .notNull()
      .references(() => cities.id),
    neighborhood: text("neighborhood").notNull(),
    address: text("address").notNull(),
    capacitySeated: integer("capacity_seated").notNull(),
    capacityStanding: integer("capacity_standing").notNull(),
    priceFrom: integer("price_from").notNull(),
    /** 1 = $ … 4 = $$$$, relative to the city (see seed/marketplace-venues.ts). */
    priceTier: integer("price_tier").notNull(),
    styles: text("styles")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    setting: text("setting").$type<VenueSetting>().notNull(),
    amenities: text("amenities")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text("description").notNull(),
    photos: jsonb("photos").$type<Photo[]>().notNull().default([]),
    contactEmail: text("contact_email").notNull().default(""),
    contactPhone: text("contact_phone").notNull().default(""),
    website: text("website").notNull().default(""),
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    isClaimed: boolean("is_claimed").notNull().default(false),
    isFeatured: boolean("is_featured").notNull().default(false),
    isPublished: boolean("is_published").notNull().default(true),
    /** Set by an admin; a hidden listing answers 404 like a missing one. */
    isHidden: boolean("is_hidden").notNull().default(false),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(() => venueSearchDocument),
    searchTitle: tsvector("search_title")
      .notNull()
      .generatedAlwaysAs(() => venueSearchTitle),
    searchName: tsvector("search_name")
      .notNull()
      .generatedAlwaysAs(() => venueSearchName),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Published reviews (issue #13): kept on the row, refreshed by the reviews module on every change. */
    reviewCount: integer("review_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // GIN on (city, document) (btree_gin, drizzle/0025): a city's matches of a word straight from the
    // index, however dense the word is elsewhere — the count and the tiers of a text search (decision 056).
    index("venues_search_idx").using("gin", t.cityId, t.search).where(visibleRows),
    index("venues_search_title_idx").using("gin", t.cityId, t.searchTitle).where(visibleRows),
    index("venues_search_name_idx").using("gin", t.cityId, t.searchName).where(visibleRows),
    index("venues_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    // Btree indexes are partial on the rows public search can see. The two city indexes carry every
    // column a search without words filters or orders by (the other number, featured, styles, setting,
    // name) and the id, so picking a page and counting its total are index-only scans whatever the filters
    // (a style filter used to read ~10,000 wide rows per city: 35–80 ms at 100,000 listings, now 2–5 ms).
    // The expression indexes give the default order (featured first, then name) and the name order
    // without sorting the table.
    index("venues_city_price_idx")
      .on(t.cityId, t.priceFrom, t.capacitySeated, t.isFeatured, t.styles, t.setting, t.name, t.id)
      .where(visibleRows),
    index("venues_city_capacity_idx")
      .on(t.cityId, t.capacitySeated, t.priceFrom, t.isFeatured, t.styles, t.setting, t.name, t.id)
      .where(visibleRows),
    index("venues_featured_name_idx").on(t.isFeatured.desc().nullsFirst(), nameKey, t.id).where(visibleRows),
    // A text search in a city, tier by tier in the default order (featured first, then name): a word most
    // of a city's venues carry fills its page from the first rows of this index (docs/decisions/056).
    index("venues_city_featured_name_idx")
      .on(t.cityId, t.isFeatured.desc().nullsFirst(), nameKey, t.id)
      .where(visibleRows),
    index("venues_name_idx").on(nameKey, t.id).where(visibleRows),
    // The walk of a city's listings that builds their detail answers ahead (listing-details.ts).
    index("venues_city_id_idx").on(t.cityId, t.id).where(visibleRows),
    index("venues_owner_idx").on(t.ownerId),
    check("venues_price_tier_check", sql`${t.priceTier} between 1 and 4`),
    check("venues_setting_check", sql`${t.setting} in ('indoor', 'outdoor', 'both')`),
  ],
);

/** Wedding vendors in one of the 12 categories (spec section 1). */
export const vendors = pgTable(
  "vendors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    businessName: text("business_name").notNull(),
    categorySlug: text("category_slug")
      .notNull()
      .references(() => vendorCategories.slug),
    cityId: text("city_id")
      .notNull()
      .references(() => cities.id),
    serviceArea: text("service_area").notNull(),
    tagline: text("tagline").notNull().default(""),
    description: text("description").notNull(),
    priceFrom: integer("price_from").notNull(),
    /** 1 = $ … 4 = $$$$, relative to the category (see seed/marketplace-vendors.ts). */
    priceTier: integer("price_tier").notNull(),
    packages: jsonb("packages").$type<VendorPackage[]>().notNull().default([]),
    photos: jsonb("photos").$type<Photo[]>().notNull().default([]),
    contactEmail: text("contact_email").notNull().default(""),
    contactPhone: text("contact_phone").notNull().default(""),
    website: text("website").notNull().default(""),
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    isClaimed: boolean("is_claimed").notNull().default(false),
    /** For the admin's "feature" action (issue #3); "relevance" without q lists featured vendors first. */
    isFeatured: boolean("is_featured").notNull().default(false),
    isPublished: boolean("is_published").notNull().default(true),
    isHidden: boolean("is_hidden").notNull().default(false),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(() => vendorSearchDocument),
    searchTitle: tsvector("search_title")
      .notNull()
      .generatedAlwaysAs(() => vendorSearchTitle),
    searchName: tsvector("search_name")
      .notNull()
      .generatedAlwaysAs(() => vendorSearchName),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Published reviews (issue #13): kept on the row, refreshed by the reviews module on every change. */
    reviewCount: integer("review_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("vendors_search_idx").using("gin", t.cityId, t.search).where(visibleRows),
    index("vendors_search_title_idx").using("gin", t.cityId, t.searchTitle).where(visibleRows),
    index("vendors_search_name_idx").using("gin", t.cityId, t.searchName).where(visibleRows),
    index("vendors_business_name_trgm_idx").using("gin", t.businessName.op("gin_trgm_ops")),
    index("vendors_city_category_price_idx").on(t.cityId, t.categorySlug, t.priceFrom).where(visibleRows),
    index("vendors_featured_name_idx")
      .on(t.isFeatured.desc().nullsFirst(), businessNameKey, t.id)
      .where(visibleRows),
    // A category page in a city, in its default order (featured first, then name), read in order: the
    // global order above skipped ~2,000 other vendors per page at 100,000 listings.
    index("vendors_city_category_featured_idx")
      .on(t.cityId, t.categorySlug, t.isFeatured.desc().nullsFirst(), businessNameKey, t.id)
      .where(visibleRows),
    index("vendors_name_idx").on(businessNameKey, t.id).where(visibleRows),
    // The walk of a city's listings that builds their detail answers ahead (listing-details.ts).
    index("vendors_city_id_idx").on(t.cityId, t.id).where(visibleRows),
    // A text search in a city, tier by tier in the default order (docs/decisions/056).
    index("vendors_city_featured_name_idx")
      .on(t.cityId, t.isFeatured.desc().nullsFirst(), businessNameKey, t.id)
      .where(visibleRows),
    index("vendors_owner_idx").on(t.ownerId),
    check("vendors_price_tier_check", sql`${t.priceTier} between 1 and 4`),
  ],
);
