import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { z } from "zod";
import { cityById } from "@shared/catalog";
import {
  type Page,
  type Photo,
  type VenueDetail,
  type VenueSearch,
  type VenueSummary,
  venueDetailSchema,
  venueSearchSchema,
} from "@shared/schemas/marketplace";
import { ratingOf } from "@shared/schemas/reviews";
import { listingImagePaths, type VenueStyle } from "@shared/marketplace-catalog";
import type { Db } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { venues } from "../../db/schema/marketplace";
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

export type VenueSearchInput = z.output<typeof venueSearchSchema>;

const visible = isVisible(venues.isPublished, venues.isHidden);

const summaryColumns = {
  id: venues.id,
  slug: venues.slug,
  name: venues.name,
  cityId: venues.cityId,
  neighborhood: venues.neighborhood,
  capacitySeated: venues.capacitySeated,
  capacityStanding: venues.capacityStanding,
  priceFrom: venues.priceFrom,
  priceTier: venues.priceTier,
  styles: venues.styles,
  setting: venues.setting,
  photo: sql<Photo | null>`${venues.photos} -> 0`.as("photo"),
  isClaimed: venues.isClaimed,
  isFeatured: venues.isFeatured,
  // The kept aggregates of published reviews (issue #13): the rating without reading a review.
  reviewCount: venues.reviewCount,
  ratingSum: venues.ratingSum,
};

type SummaryRow = Omit<VenueSummary, "cityId" | "styles" | "photo" | "rating"> & {
  cityId: string;
  styles: string[];
  photo: Photo | null;
  reviewCount: number;
  ratingSum: number;
};

/** Rows as the contract wants them: typed styles and a cover photo even for a listing without photos. */
function toSummary(row: SummaryRow): VenueSummary {
  const styles = row.styles as VenueSummary["styles"];
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    cityId: row.cityId as VenueSummary["cityId"],
    neighborhood: row.neighborhood,
    capacitySeated: row.capacitySeated,
    capacityStanding: row.capacityStanding,
    priceFrom: row.priceFrom,
    priceTier: row.priceTier,
    styles,
    setting: row.setting,
    photo: row.photo ?? { src: listingImagePaths.venue(styles[0] ?? "historic", 1), alt: row.name },
    isClaimed: row.isClaimed,
    isFeatured: row.isFeatured,
    rating: ratingOf(row.reviewCount, row.ratingSum),
  };
}

/** The contract's filters (see venueSearchSchema) but the words; "setting" indoor/outdoor also matches "both". */
function filtersOf(input: VenueSearchInput): SQL | undefined {
  const where: (SQL | undefined)[] = [visible];
  if (input.city) where.push(eq(venues.cityId, input.city));
  if (input.guests !== undefined) where.push(gte(venues.capacitySeated, input.guests));
  if (input.maxPrice !== undefined) where.push(lte(venues.priceFrom, input.maxPrice));
  if (input.style) where.push(sql`${input.style} = any(${venues.styles})`);
  if (input.setting) where.push(inArray(venues.setting, [input.setting, "both"]));
  return and(...where);
}

type OrderColumns = {
  name: SQLWrapper;
  priceFrom: SQLWrapper;
  capacitySeated: SQLWrapper;
  isFeatured: SQLWrapper;
};

/** Featured first, then by name: relevance without words, and the order inside each relevance tier. */
const defaultOrder = (cols: OrderColumns): SQL[] => [desc(cols.isFeatured), nameOrder(cols.name)];

/** The sort of the contract, on `cols`: the table's columns, or those of the query's CTE. */
function orderOf(sort: VenueSearchInput["sort"], cols: OrderColumns): SQL[] {
  const byName = nameOrder(cols.name);
  switch (sort) {
    case "relevance":
      return defaultOrder(cols);
    case "price-asc":
      return [asc(cols.priceFrom), byName];
    case "price-desc":
      return [desc(cols.priceFrom), byName];
    case "capacity-desc":
      return [desc(cols.capacitySeated), byName];
    case "name":
      return [byName];
  }
}

/** What picks and orders a page of venues: the rest of a result card is read for the page's rows only. */
const orderingColumns = {
  id: venues.id,
  name: venues.name,
  priceFrom: venues.priceFrom,
  capacitySeated: venues.capacitySeated,
  isFeatured: venues.isFeatured,
};

/**
 * A page of venues without words, and its total, in one statement (one round trip), in two steps:
 * `page_rows` picks the page's ids with only the columns that filter and order them, then the page's 12
 * rows get their summary columns (the cover photo out of the photos JSON, …). The filter columns are all in
 * the city indexes (db/schema/marketplace.ts), so picking the page and counting the total (an uncorrelated
 * subquery, run once) are index-only scans that never read the wide table rows; the page stops early on
 * the index's order. Exported for the benchmark, which EXPLAINs exactly this SQL.
 */
export function venueSearchQuery(db: Db, input: VenueSearchInput) {
  const where = filtersOf(input);
  const pageRows = db.$with("page_rows").as(
    db
      .select({
        ...orderingColumns,
        total: sql<number>`${venueCountQuery(db, input)}`.mapWith(Number).as("total"),
      })
      .from(venues)
      .where(where)
      .orderBy(...orderOf(input.sort, venues), asc(venues.id))
      .limit(input.pageSize)
      .offset(offsetOf(input.page, input.pageSize)),
  );
  return db
    .with(pageRows)
    .select({ ...summaryColumns, total: pageRows.total })
    .from(pageRows)
    .innerJoin(venues, eq(venues.id, pageRows.id))
    .orderBy(...orderOf(input.sort, pageRows), asc(pageRows.id));
}

/** The list's total, counted up to TOTAL_CAP + 1 (toResultPage says "1,000+" past TOTAL_CAP). */
export function venueCountQuery(db: Db, input: VenueSearchInput) {
  return cappedCountQuery(db, venues, filtersOf(input), TOTAL_CAP + 1);
}

/**
 * The venues a text search's condition (a relevance tier, every match, or near names) finds within the
 * filters, in `order`: the statements of textSearchPage (listing-search.ts). Exported for the benchmark's
 * EXPLAIN.
 */
export function venueTextRowsQuery(
  db: Db,
  input: VenueSearchInput,
  match: SQL,
  order: SQL[],
  limit: number,
  offset: number,
) {
  return db
    .select(summaryColumns)
    .from(venues)
    .where(and(filtersOf(input), match))
    .orderBy(...order, asc(venues.id))
    .limit(limit)
    .offset(offset);
}

/** The relevance tiers of `text` on venues (listing-search.ts). */
export const venueTextTiers = (text: TextQuery, input: VenueSearchInput) =>
  textTiers(
    text,
    {
      search: venues.search,
      title: venues.searchTitle,
      nameWords: venues.searchName,
      name: venues.name,
      id: venues.id,
    },
    { table: venues, filters: filtersOf(input) },
  );

/**
 * The public venue search as `GET /api/venues` runs it — the contract's parsing (defaults, bounds), then
 * searchVenues — for every caller that searches as a couple would: the route and June's search_venues
 * tool (issue #18), so the two never disagree.
 */
export function searchPublicVenues(db: Db, search: VenueSearch): Promise<Page<VenueSummary>> {
  return searchVenues(db, venueSearchSchema.parse(search));
}

/**
 * The statements a first page of this text search may run, for the benchmark's EXPLAIN: each relevance
 * tier's page (in the default order) and the capped count of every match.
 */
export function venueTextStatements(db: Db, input: VenueSearchInput, text: TextQuery) {
  const tiers = venueTextTiers(text, input);
  return {
    tiers: tiers.tiers.map((tier) =>
      venueTextRowsQuery(db, input, tier, defaultOrder(venues), input.pageSize, 0),
    ),
    count: cappedCountQuery(db, venues, and(filtersOf(input), tiers.any), TOTAL_CAP + 1),
  };
}

export async function searchVenues(db: Db, input: VenueSearchInput): Promise<Page<VenueSummary>> {
  const text = await textQueryOf(db, "venue", input.q);
  if (!text)
    return toResultPage({
      rows: await venueSearchQuery(db, input),
      page: input.page,
      pageSize: input.pageSize,
      count: () => venueCountQuery(db, input),
      toItem: toSummary,
    });
  return textSearchPage({
    db,
    table: venues,
    filters: filtersOf(input),
    tiers: venueTextTiers(text, input),
    order: input.sort === "relevance" ? undefined : orderOf(input.sort, venues),
    defaultOrder: defaultOrder(venues),
    page: input.page,
    pageSize: input.pageSize,
    rows: (match, order, limit, offset) => venueTextRowsQuery(db, input, match, order, limit, offset),
    toItem: toSummary,
  });
}

const detailColumns = {
  ...summaryColumns,
  address: venues.address,
  description: venues.description,
  amenities: venues.amenities,
  photos: venues.photos,
  contactEmail: venues.contactEmail,
  contactPhone: venues.contactPhone,
  website: venues.website,
};

/**
 * Up to 4 similar venues as a JSON array of summaries, correlated to the outer `venues` row: visible venues
 * in the same city that share a style or the price tier, closest in price first. Candidates are the 13
 * nearest prices above and below, read in order from the (city_id, price_from) index, so it costs the same
 * with 16 venues in a city or 16,000. The 4 are chosen on the candidates' ordering columns alone, and only
 * they are read whole for their summaries (building all 26 took ~0.25 ms more per page: each candidate's
 * photos were decompressed). Plain SQL: drizzle drops table qualifiers from a subquery's select list, and
 * every column here must say which venue (n, c, or the outer one) it belongs to.
 */
const similarVenuesJson = sql<SummaryRow[]>`(
  select coalesce(json_agg(json_build_object(
      'id', c.id, 'slug', c.slug, 'name', c.name, 'cityId', c.city_id, 'neighborhood', c.neighborhood,
      'capacitySeated', c.capacity_seated, 'capacityStanding', c.capacity_standing,
      'priceFrom', c.price_from, 'priceTier', c.price_tier, 'styles', c.styles, 'setting', c.setting,
      'photo', c.photos -> 0, 'isClaimed', c.is_claimed, 'isFeatured', c.is_featured,
      'reviewCount', c.review_count, 'ratingSum', c.rating_sum)
    order by s.shares desc, s.distance, s.name_key, s.id), '[]'::json)
  from (
    select n.id, n.styles && venues.styles as shares, abs(n.price_from - venues.price_from) as distance,
      lower(n.name) collate "C" as name_key
    from (
        (select n.id, n.styles, n.price_tier, n.price_from, n.name from venues n
          where n.is_published and not n.is_hidden and n.city_id = venues.city_id
            and n.price_from >= venues.price_from
          order by n.price_from limit 13)
        union all
        (select n.id, n.styles, n.price_tier, n.price_from, n.name from venues n
          where n.is_published and not n.is_hidden and n.city_id = venues.city_id
            and n.price_from < venues.price_from
          order by n.price_from desc limit 13)) n
    where n.id <> venues.id and (n.styles && venues.styles or n.price_tier = venues.price_tier)
    order by shares desc, distance, name_key, n.id
    limit 4
  ) s
  join venues c on c.id = s.id
)`;

/**
 * A venue page in one statement (one round trip; it is the hottest read): the venue, if published and
 * not hidden, with its similar venues. Built once per database with a placeholder and run as a prepared
 * statement (building a drizzle query costs more CPU than PostgreSQL spends answering this one).
 * Exported unprepared for the benchmark's EXPLAIN.
 */
/** The detail rows, each with its city's version read in the same statement (listing-details.ts). */
function venueDetailRows(db: Db) {
  return db
    .select({
      ...detailColumns,
      similar: similarVenuesJson,
      version: cityDetailVersion(sql`'venue'`, sql`"venues"."city_id"`),
    })
    .from(venues);
}
type DetailRow = Awaited<ReturnType<typeof venuePageQuery>>[number];

export function venuePageQuery(db: Db) {
  return venueDetailRows(db)
    .where(and(eq(venues.slug, sql.placeholder("slug")), visible))
    .limit(1);
}

const venuePage = preparedPerDatabase((db) => venuePageQuery(db).prepare("venue_page"));

function toDetail(row: DetailRow): VenueDetail {
  const summary = toSummary(row);
  return {
    ...summary,
    address: row.address,
    description: row.description,
    amenities: row.amenities,
    photos: row.photos.length > 0 ? row.photos : [summary.photo],
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    website: row.website,
    similar: row.similar.map(toSummary),
  };
}

/** The answer of GET /api/venues/:slug as sent: checked against the contract, as JSON text. */
export const venueDetailText = (detail: VenueDetail) => JSON.stringify(venueDetailSchema.parse(detail));

/** A published, non-hidden venue; anything else answers 404 NOT_FOUND. */
export async function getVenue(db: Db, slug: string): Promise<VenueDetail> {
  const [row] = await venuePage(db).execute({ slug });
  if (!row) throw new AppError("NOT_FOUND", "We couldn't find that venue.");
  return toDetail(row);
}

/** Venue answers built ahead (modules/listings/listing-details.ts). */
export const venueDetailSource: DetailSource = {
  kind: "venue",
  table: venues,
  columns: { id: venues.id, slug: venues.slug, cityId: venues.cityId },
  visible,
  build: async (db, ids) =>
    (await venueDetailRows(db).where(and(inArray(venues.id, ids), visible))).map((row) =>
      builtDetail(row, venueDetailText(toDetail(row))),
    ),
};

/** Title, description and cover image of a venue page (plugins/spa.ts), or null when it must answer 404. */
export async function getVenuePageMeta(db: Db, slug: string): Promise<ListingPageMeta | null> {
  const [row] = await db
    .select({
      name: venues.name,
      cityId: venues.cityId,
      neighborhood: venues.neighborhood,
      description: venues.description,
      photo: sql<Photo | null>`${venues.photos} -> 0`,
      styles: venues.styles,
    })
    .from(venues)
    .where(and(eq(venues.slug, slug), visible))
    .limit(1);
  if (!row) return null;
  const city = cityById(row.cityId)?.displayName ?? row.cityId;
  const style = (row.styles[0] ?? "historic") as VenueStyle;
  return {
    title: `${row.name} — wedding venue in ${row.neighborhood}, ${city}`,
    description: firstSentences(row.description, 200),
    image: row.photo?.src ?? listingImagePaths.venue(style, 1),
    lcp: { photo: row.photo ?? { src: listingImagePaths.venue(style, 1) }, layout: "hero" },
  };
}
