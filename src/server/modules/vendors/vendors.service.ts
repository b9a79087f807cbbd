import { and, asc, desc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { cityById, vendorCategories } from "@shared/catalog";
import {
  type Page,
  type Photo,
  type VendorDetail,
  type VendorSummary,
  vendorDetailSchema,
  type vendorSearchSchema,
} from "@shared/schemas/marketplace";
import { ratingOf } from "@shared/schemas/reviews";
import { listingImagePaths } from "@shared/marketplace-catalog";
import type { Db } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { vendors } from "../../db/schema/marketplace";
import { AppError } from "../../errors";
import { firstSentences, type ListingPageMeta } from "../listings/listing-meta";
import { textQueryOf } from "../listings/query-correction";
import {
  isVisible,
  nameOrder,
  offsetOf,
  cappedCountQuery,
  textSearchPage,
  textTiers,
  TOTAL_CAP,
  type TextQuery,
  toResultPage,
} from "../listings/listing-search";
import { builtDetail, cityDetailVersion, type DetailSource } from "../listings/listing-details";

export type VendorSearchInput = z.output<typeof vendorSearchSchema>;

const visible = isVisible(vendors.isPublished, vendors.isHidden);

const summaryColumns = {
  id: vendors.id,
  slug: vendors.slug,
  businessName: vendors.businessName,
  categorySlug: vendors.categorySlug,
  cityId: vendors.cityId,
  serviceArea: vendors.serviceArea,
  priceFrom: vendors.priceFrom,
  priceTier: vendors.priceTier,
  tagline: vendors.tagline,
  photo: sql<Photo | null>`${vendors.photos} -> 0`.as("photo"),
  isClaimed: vendors.isClaimed,
  // The kept aggregates of published reviews (issue #13): the rating without reading a review.
  reviewCount: vendors.reviewCount,
  ratingSum: vendors.ratingSum,
};

type SummaryRow = Omit<VendorSummary, "cityId" | "categorySlug" | "photo" | "rating"> & {
  cityId: string;
  categorySlug: string;
  photo: Photo | null;
  reviewCount: number;
  ratingSum: number;
};

function toSummary(row: SummaryRow): VendorSummary {
  const categorySlug = row.categorySlug as VendorSummary["categorySlug"];
  return {
    id: row.id,
    slug: row.slug,
    businessName: row.businessName,
    categorySlug,
    cityId: row.cityId as VendorSummary["cityId"],
    serviceArea: row.serviceArea,
    priceFrom: row.priceFrom,
    priceTier: row.priceTier,
    tagline: row.tagline,
    photo: row.photo ?? { src: listingImagePaths.vendor(categorySlug, 1), alt: row.businessName },
    isClaimed: row.isClaimed,
    rating: ratingOf(row.reviewCount, row.ratingSum),
  };
}

/** The contract's filters (see vendorSearchSchema) but the words. */
function filtersOf(input: VendorSearchInput): SQL | undefined {
  const where: (SQL | undefined)[] = [visible];
  if (input.city) where.push(eq(vendors.cityId, input.city));
  if (input.category) where.push(eq(vendors.categorySlug, input.category));
  if (input.maxPrice !== undefined) where.push(lte(vendors.priceFrom, input.maxPrice));
  return and(...where);
}

/** Featured first, then by name: relevance without words, and the order inside each relevance tier. */
const defaultOrder: SQL[] = [desc(vendors.isFeatured), nameOrder(vendors.businessName)];

/** The sort of the contract. */
function orderOf(sort: VendorSearchInput["sort"]): SQL[] {
  const byName = nameOrder(vendors.businessName);
  switch (sort) {
    case "relevance":
      return defaultOrder;
    case "price-asc":
      return [asc(vendors.priceFrom), byName];
    case "price-desc":
      return [desc(vendors.priceFrom), byName];
    case "name":
      return [byName];
  }
}

/**
 * A page of vendors without words and its total in one statement (one round trip): the page stops early
 * on an index and the total is an uncorrelated count subquery (run once, an index-only scan for the common
 * filters). Exported for the benchmark, which EXPLAINs exactly this SQL.
 */
export function vendorSearchQuery(db: Db, input: VendorSearchInput) {
  return db
    .select({ ...summaryColumns, total: sql<number>`${vendorCountQuery(db, input)}`.mapWith(Number) })
    .from(vendors)
    .where(filtersOf(input))
    .orderBy(...orderOf(input.sort), asc(vendors.id))
    .limit(input.pageSize)
    .offset(offsetOf(input.page, input.pageSize));
}

/** The list's total, counted up to TOTAL_CAP + 1 (toResultPage says "1,000+" past TOTAL_CAP). */
export function vendorCountQuery(db: Db, input: VendorSearchInput) {
  return cappedCountQuery(db, vendors, filtersOf(input), TOTAL_CAP + 1);
}

/**
 * The vendors a text search's condition (a relevance tier, every match, or near names) finds within the
 * filters, in `order`: the statements of textSearchPage (listing-search.ts). Exported for the benchmark's
 * EXPLAIN.
 */
export function vendorTextRowsQuery(
  db: Db,
  input: VendorSearchInput,
  match: SQL,
  order: SQL[],
  limit: number,
  offset: number,
) {
  return db
    .select(summaryColumns)
    .from(vendors)
    .where(and(filtersOf(input), match))
    .orderBy(...order, asc(vendors.id))
    .limit(limit)
    .offset(offset);
}

/** The relevance tiers of `text` on vendors (listing-search.ts). */
export const vendorTextTiers = (text: TextQuery, input: VendorSearchInput) =>
  textTiers(
    text,
    {
      search: vendors.search,
      title: vendors.searchTitle,
      nameWords: vendors.searchName,
      name: vendors.businessName,
      id: vendors.id,
    },
    { table: vendors, filters: filtersOf(input) },
  );

/**
 * The statements a first page of this text search may run, for the benchmark's EXPLAIN: each relevance
 * tier's page (in the default order) and the capped count of every match.
 */
export function vendorTextStatements(db: Db, input: VendorSearchInput, text: TextQuery) {
  const tiers = vendorTextTiers(text, input);
  return {
    tiers: tiers.tiers.map((tier) => vendorTextRowsQuery(db, input, tier, defaultOrder, input.pageSize, 0)),
    count: cappedCountQuery(db, vendors, and(filtersOf(input), tiers.any), TOTAL_CAP + 1),
  };
}

export async function searchVendors(db: Db, input: VendorSearchInput): Promise<Page<VendorSummary>> {
  const text = await textQueryOf(db, "vendor", input.q);
  if (!text)
    return toResultPage({
      rows: await vendorSearchQuery(db, input),
      page: input.page,
      pageSize: input.pageSize,
      count: () => vendorCountQuery(db, input),
      toItem: toSummary,
    });
  return textSearchPage({
    db,
    table: vendors,
    filters: filtersOf(input),
    tiers: vendorTextTiers(text, input),
    order: input.sort === "relevance" ? undefined : orderOf(input.sort),
    defaultOrder: defaultOrder,
    page: input.page,
    pageSize: input.pageSize,
    rows: (match, order, limit, offset) => vendorTextRowsQuery(db, input, match, order, limit, offset),
    toItem: toSummary,
  });
}

const detailColumns = {
  ...summaryColumns,
  description: vendors.description,
  packages: vendors.packages,
  photos: vendors.photos,
  contactEmail: vendors.contactEmail,
  contactPhone: vendors.contactPhone,
  website: vendors.website,
};

/**
 * Up to 4 similar vendors as a JSON array of summaries, correlated to the outer `vendors` row: visible
 * vendors of the same category in the same city, closest in starting price first, read from the
 * (city_id, category_slug, price_from) index, 13 above and 13 below; only the 4 chosen are read whole for
 * their summaries (as for venues). Plain SQL for the reason given in venues.service.ts (every column must
 * say which vendor it belongs to).
 */
const similarVendorsJson = sql<SummaryRow[]>`(
  select coalesce(json_agg(json_build_object(
      'id', c.id, 'slug', c.slug, 'businessName', c.business_name, 'categorySlug', c.category_slug,
      'cityId', c.city_id, 'serviceArea', c.service_area, 'priceFrom', c.price_from,
      'priceTier', c.price_tier, 'tagline', c.tagline, 'photo', c.photos -> 0,
      'isClaimed', c.is_claimed, 'reviewCount', c.review_count, 'ratingSum', c.rating_sum)
    order by s.distance, s.name_key, s.id), '[]'::json)
  from (
    select n.id, abs(n.price_from - vendors.price_from) as distance,
      lower(n.business_name) collate "C" as name_key
    from (
        (select n.id, n.price_from, n.business_name from vendors n
          where n.is_published and not n.is_hidden and n.city_id = vendors.city_id
            and n.category_slug = vendors.category_slug and n.price_from >= vendors.price_from
          order by n.price_from limit 13)
        union all
        (select n.id, n.price_from, n.business_name from vendors n
          where n.is_published and not n.is_hidden and n.city_id = vendors.city_id
            and n.category_slug = vendors.category_slug and n.price_from < vendors.price_from
          order by n.price_from desc limit 13)) n
    where n.id <> vendors.id
    order by distance, name_key, n.id
    limit 4
  ) s
  join vendors c on c.id = s.id
)`;

/**
 * A vendor page in one statement: the vendor, if published and not hidden, with its similar vendors;
 * a prepared statement, as for venues. Exported unprepared for the benchmark's EXPLAIN.
 */
/** The detail rows, each with its city's version read in the same statement (listing-details.ts). */
function vendorDetailRows(db: Db) {
  return db
    .select({
      ...detailColumns,
      similar: similarVendorsJson,
      version: cityDetailVersion(sql`'vendor'`, sql`"vendors"."city_id"`),
    })
    .from(vendors);
}
type DetailRow = Awaited<ReturnType<typeof vendorPageQuery>>[number];

export function vendorPageQuery(db: Db) {
  return vendorDetailRows(db)
    .where(and(eq(vendors.slug, sql.placeholder("slug")), visible))
    .limit(1);
}

const vendorPage = preparedPerDatabase((db) => vendorPageQuery(db).prepare("vendor_page"));

function toDetail(row: DetailRow): VendorDetail {
  const summary = toSummary(row);
  return {
    ...summary,
    description: row.description,
    packages: row.packages,
    photos: row.photos.length > 0 ? row.photos : [summary.photo],
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    website: row.website,
    similar: row.similar.map(toSummary),
  };
}

/** The answer of GET /api/vendors/:slug as sent: checked against the contract, as JSON text. */
export const vendorDetailText = (detail: VendorDetail) => JSON.stringify(vendorDetailSchema.parse(detail));

/** A published, non-hidden vendor; anything else answers 404 NOT_FOUND. */
export async function getVendor(db: Db, slug: string): Promise<VendorDetail> {
  const [row] = await vendorPage(db).execute({ slug });
  if (!row) throw new AppError("NOT_FOUND", "We couldn't find that vendor.");
  return toDetail(row);
}

/** Vendor answers built ahead (modules/listings/listing-details.ts). */
export const vendorDetailSource: DetailSource = {
  kind: "vendor",
  table: vendors,
  columns: { id: vendors.id, slug: vendors.slug, cityId: vendors.cityId },
  visible,
  build: async (db, ids) =>
    (await vendorDetailRows(db).where(and(inArray(vendors.id, ids), visible))).map((row) =>
      builtDetail(row, vendorDetailText(toDetail(row))),
    ),
};

/** Title, description and cover image of a vendor page (plugins/spa.ts), or null when it must answer 404. */
export async function getVendorPageMeta(db: Db, slug: string): Promise<ListingPageMeta | null> {
  const [row] = await db
    .select({
      businessName: vendors.businessName,
      categorySlug: vendors.categorySlug,
      cityId: vendors.cityId,
      tagline: vendors.tagline,
      description: vendors.description,
      photo: sql<Photo | null>`${vendors.photos} -> 0`,
    })
    .from(vendors)
    .where(and(eq(vendors.slug, slug), visible))
    .limit(1);
  if (!row) return null;
  const city = cityById(row.cityId)?.displayName ?? row.cityId;
  const category = vendorCategories.find((c) => c.slug === row.categorySlug);
  const categorySlug = category?.slug ?? "photographers";
  return {
    title: `${row.businessName} — ${category?.name ?? "Wedding vendor"} in ${city}`,
    description: firstSentences(row.tagline ? `${row.tagline}. ${row.description}` : row.description, 200),
    image: row.photo?.src ?? listingImagePaths.vendor(categorySlug, 1),
    lcp: { photo: row.photo ?? { src: listingImagePaths.vendor(categorySlug, 1) }, layout: "hero" },
  };
}
