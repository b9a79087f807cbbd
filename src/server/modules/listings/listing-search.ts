import { and, desc, eq, sql, type AnyColumn, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgTable, SelectedFields } from "drizzle-orm/pg-core";
import { bitmapPlannerOf, type Db } from "../../db/client";
import type { Page } from "@shared/schemas/marketplace";
import type { SynonymExpansion } from "@shared/rules/search-synonyms";

/**
 * SQL pieces shared by venue and vendor search (issue #3). Written once so both listings match, rank and
 * order the same way, and so the SQL stays in the subset PGlite and PostgreSQL both run.
 */

/**
 * A search's text: as typed, and with misspelt words corrected against the listings' vocabulary
 * (query-correction.ts; the same text when every word is known).
 */
export type TextQuery = {
  typed: string;
  corrected: string;
  /** The corrected query read for synonyms (shared/rules/search-synonyms.ts); undefined when it has none. */
  synonyms?: SynonymExpansion;
};

/**
 * A text search's total is counted up to this many matches; past it the answer says "1,000+". Up to it,
 * the page is taken from all the matches at once, each row's tier computed on its small title; past it,
 * from the tiers read in turn, each from the top of the city index (textSearchPage).
 */
export const TOTAL_CAP = 1000;
/** Where each relevance tier stands in `TextTiers.tiers` (synonyms only when the query has some). */
export const TIER = { exactName: 0, name: 1, facets: 2, description: 3, synonyms: 4 } as const;

/** The columns a text search reads: the whole search document, its title (A and B parts), the name. */
export type SearchColumns = { search: AnyColumn; title: AnyColumn | SQLWrapper; name: AnyColumn | SQLWrapper };

/** How a text search finds and orders listings (docs/decisions/056). */
export type TextTiers = {
  /** Every listing the words or their synonyms find: what the total counts and the other sorts filter. */
  any: SQL;
  /** Relevance, best tier first; disjoint, and together exactly `any`. */
  tiers: SQL[];
  /** A matching row's tier (0 = best): the order of a few matches taken at once. */
  tierOf: SQL<number>;
  /** When the words find nothing at all: names that look like what was typed, and how much. */
  nearName: { where: SQL; similarity: SQL<number> };
};

/**
 * Relevance in tiers, each listed in the default order (featured first, then name), so a page is read from
 * the top of one or two tiers instead of ranking every match (issue #21: "string lights" matched 65 % of a
 * city, and ranking all 8,164 with ts_rank took 41–135 ms):
 * 1. the name has every word (the title's A part: "Lakeview Glasshouse" for "lakevew glashouse"), the
 *    name exactly as typed first;
 * 2. the facets have them — styles, setting, neighbourhood; a vendor's category and service area (B);
 * 3. the description or amenities have them (only the long document, C);
 * 4. only through synonyms (issue #18: "rustic" lists the venues that say rustic, then the barns).
 * The words were corrected first (query-correction.ts), so a typo in any searchable word still matches.
 * Tiers 1–2 are decided on the small title alone, with its own GIN index; the name tier is the same query
 * with every word restricted to weight A (`'grand':A & 'arcad':A`), which the planner estimates from the
 * title's statistics like any other (a function such as ts_filter hid them from it: it then read a whole
 * city's rows for a name tier it thought nearly empty). A query with a negated word ("barn -rustic") also
 * checks the whole document in tiers 1–2: the title may lack a word the description has.
 * A name typed in part or run together ("lakeviewglass"), or only stop words ("the"), finds no words:
 * then names are matched by trigram similarity (`name %> typed`, word similarity ≥ 0.6, the GIN trigram
 * index), most similar first.
 */
export function textTiers(text: TextQuery, cols: SearchColumns, wholeMatch?: SQL): TextTiers {
  const query = sql`websearch_to_tsquery('english', ${text.corrected})`;
  // Every quoted lexeme of the query's text form gets ":A" (a quote inside a lexeme is doubled).
  const nameQuery = sql`regexp_replace(${query}::text, '(''(?:[^'']|'''')*'')', '\\1:A', 'g')::tsquery`;
  // The ranked page's statement computes it once per match, as a column (rankedTextPageQuery).
  const whole = wholeMatch ?? wholeMatchOf(text, cols.search);
  const inTitle = sql`${cols.title} @@ ${query}`;
  const inName = sql`${cols.title} @@ ${nameQuery}`;
  const negates = negatesWords(text);
  const titleTier = (name: SQL) =>
    negates ? sql`(${inTitle} and ${name} and ${whole})` : sql`(${inTitle} and ${name})`;
  // The name exactly as typed (after correction) first: "Grand Arcade Ballroom" before "A Grand Arcade
  // Ballroom Hall" and before a featured "Grand Arcade Grand Ballroom".
  // Written as the name indexes read (`lower(name) collate "C"`), so it is one look-up in them.
  const exactName = sql`lower(${cols.name}) collate "C" = lower(${text.corrected})`;
  const tiers = [
    titleTier(sql`${inName} and ${exactName}`),
    titleTier(sql`${inName} and not (${exactName})`),
    titleTier(sql`not (${inName})`),
    sql`(${whole} and not (${inTitle}))`,
  ];
  let any = whole;
  if (text.synonyms) {
    const broad = synonymQuery(text.synonyms);
    tiers.push(sql`(${cols.search} @@ ${broad} and not (${whole}))`);
    any = sql`${cols.search} @@ (${query} || ${broad})`;
  }
  const tierOf = sql<number>`(case ${sql.join(
    tiers.slice(0, -1).map((tier, i) => sql`when ${tier} then ${sql.raw(String(i))} `),
  )}else ${sql.raw(String(tiers.length - 1))} end)`;
  return {
    any,
    tiers,
    tierOf,
    nearName: {
      where: sql`${cols.name} %> ${text.typed}`,
      similarity: sql<number>`word_similarity(${text.typed}, ${cols.name})`,
    },
  };
}

/** Whether the whole search document has the words (the words alone, without their synonyms). */
const wholeMatchOf = (text: TextQuery, search: AnyColumn | SQL): SQL =>
  sql`${search} @@ websearch_to_tsquery('english', ${text.corrected})`;

/** A query with a negated word ("barn -rustic"). */
const negatesWords = (text: TextQuery) => /(^|\s)-\S/.test(text.corrected);

/**
 * Whether a row's tier reads its whole search document, not only its title: with a negated word (the
 * title tiers check the whole document too) or with synonyms (the last tier is "only through synonyms").
 */
const tierReadsWhole = (text: TextQuery) => text.synonyms !== undefined || negatesWords(text);

/**
 * A query with synonyms (issue #18): each word or phrase the synonym table knows becomes the group of
 * listing words it finds (`to_tsquery` of the table's own words, never the visitor's text), the other words
 * keep their web-search meaning. A listing found only through synonyms comes in the last tier (textTiers).
 */
function synonymQuery(synonyms: SynonymExpansion): SQL {
  const groups = sql`to_tsquery('english', ${synonyms.groups.join(" & ")})`;
  return synonyms.rest ? sql`(websearch_to_tsquery('english', ${synonyms.rest}) && ${groups})` : groups;
}

/** Name order that is the same on every server whatever its default collation (byte order of the lower case). */
export const nameOrder = (name: AnyColumn | SQLWrapper): SQL => sql`lower(${name}) collate "C"`;

/**
 * Published and not hidden by an admin. Written as plain boolean tests (no parameters) so it matches the
 * predicate of the partial search indexes.
 */
export const isVisible = (isPublished: AnyColumn, isHidden: AnyColumn): SQL =>
  sql`(${isPublished} and not ${isHidden})`;

export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;

/**
 * One page of search results from rows that each carry the total (see the services' search queries).
 * Past the last page no row carries it, so the total is counted separately (rare).
 */
export async function toResultPage<Row extends { total: number }, Item>(opts: {
  rows: Row[];
  page: number;
  pageSize: number;
  count: () => Promise<{ total: number }[]>;
  toItem: (row: Omit<Row, "total">) => Item;
}): Promise<{ items: Item[]; total: number; page: number; pageSize: number }> {
  const { rows, page, pageSize } = opts;
  const total = rows[0]?.total ?? (page > 1 ? ((await opts.count())[0]?.total ?? 0) : 0);
  return { items: rows.map(({ total: _total, ...row }) => opts.toItem(row)), total, page, pageSize };
}

/**
 * One page of a text search (docs/decisions/056), as the contract's Page. The service gives its table, its
 * filters (all but the words), `rows(where, order, limit, offset)` — its listings the condition finds
 * within the filters, in that order — and `ranked`, relevance's page and total in one statement. By
 * relevance, that statement counts the matches up to TOTAL_CAP + 1 and, up to TOTAL_CAP, orders them all
 * at once by their tier (a bitmap of the city's matches, then a sort of at most 1,000 small rows) and
 * returns the page (decision 062: one pass over the matches, one round trip). None falls back to names
 * that look alike; more than TOTAL_CAP are read tier by tier until the page is full, each tier from its
 * top (skipping what earlier pages showed) — a tier dense in the city fills a page from its first rows,
 * which is why this path is only taken when the matches are many. Another sort than relevance counts the
 * matches first, then filters on every match and lets the planner stop at the page.
 */
export async function textSearchPage<Row, Item>(opts: {
  db: Db;
  table: PgTable;
  filters: SQL | undefined;
  tiers: TextTiers;
  /** The visitor's sort, or undefined for relevance. */
  order: SQL[] | undefined;
  /** Featured first, then name: the order inside each tier. */
  defaultOrder: SQL[];
  page: number;
  pageSize: number;
  rows: (where: SQL, order: SQL[], limit: number, offset: number) => Promise<Row[]>;
  /** Relevance's page and capped total in one statement (rankedTextPage over the service's columns). */
  ranked: (limit: number, offset: number) => Promise<RankedPage<Row>>;
  toItem: (row: Row) => Item;
}): Promise<Page<Item>> {
  const { tiers, order, defaultOrder, page, pageSize } = opts;
  const offset = offsetOf(page, pageSize);
  const count = (where: SQL) => countUpTo(opts.db, opts.table, and(opts.filters, where), TOTAL_CAP + 1);
  const asPage = (rows: Row[], counted: number): Page<Item> => ({
    items: rows.map(opts.toItem),
    ...(counted > TOTAL_CAP ? { total: TOTAL_CAP, totalIsLowerBound: true } : { total: counted }),
    page,
    pageSize,
  });
  // Nothing has the words: names that look like what was typed, most similar first.
  const nearNames = async () => {
    const near = tiers.nearName;
    const [rows, total] = await Promise.all([
      opts.rows(near.where, order ?? [desc(near.similarity), ...defaultOrder], pageSize, offset),
      count(near.where),
    ]);
    return asPage(rows, total);
  };
  if (order) {
    const matches = await count(tiers.any);
    if (matches === 0) return nearNames();
    return asPage(await opts.rows(tiers.any, order, pageSize, offset), matches);
  }
  const ranked = await opts.ranked(pageSize, offset);
  if (ranked.total === 0) return nearNames();
  if (ranked.total <= TOTAL_CAP) return asPage(ranked.rows, ranked.total);
  const rows = await pageThroughTiers(tiers.tiers, offset, pageSize, (where, limit) =>
    opts.rows(where, defaultOrder, limit, 0),
  );
  return asPage(rows, ranked.total);
}

/** A ranked page's rows and the matches counted up to TOTAL_CAP + 1. */
export type RankedPage<Row> = { rows: Row[]; total: number };

/**
 * Runs rankedTextPageQuery: the page's rows as `Row` (the service's summary columns, all present on a
 * page row) and the capped total, which the statement gives even with no page row.
 */
export async function rankedTextPage<Row>(
  db: Db,
  source: RankedSource<SelectedFields & { id: AnyColumn }>,
  limit: number,
  offset: number,
): Promise<RankedPage<Row>> {
  const result = await runOnBitmapPlanner(db, (d) => rankedTextPageQuery(d, source, limit, offset));
  const rows = result.filter((row) => row.id !== null).map(({ total: _total, ...row }) => row as Row);
  return { rows, total: result[0]?.total ?? 0 };
}

/**
 * The rows from `offset` on, up to `pageSize`, of the tiers read in turn. Each tier is asked for its first
 * `skip + wanted` rows: those before the page are what earlier pages showed of it.
 */
async function pageThroughTiers<Row>(
  tiers: SQL[],
  offset: number,
  pageSize: number,
  rowsOf: (where: SQL, limit: number) => Promise<Row[]>,
): Promise<Row[]> {
  const page: Row[] = [];
  let skip = offset;
  for (const tier of tiers) {
    const wanted = pageSize - page.length;
    const rows = await rowsOf(tier, skip + wanted);
    page.push(...rows.slice(skip));
    skip = Math.max(0, skip - rows.length);
    if (page.length === pageSize) break;
  }
  return page;
}

/** What a ranked page of a text search is read from: the table, its filters, and how it orders. */
export type RankedSource<Summary extends SelectedFields> = {
  table: PgTable;
  cols: SearchColumns & { id: AnyColumn; isFeatured: AnyColumn };
  filters: SQL | undefined;
  text: TextQuery;
  /** The result card's columns, read for the page's rows only. */
  summary: Summary;
};

/**
 * A relevance-ordered page of a text search and its capped total in one statement (decision 062):
 * - `found`: the first TOTAL_CAP + 1 matches within the filters (a bitmap of the GIN index), each with
 *   only what its tier and the default order need: the small title vector, the name, featured, and — when
 *   the tier reads it (tierReadsWhole) — whether the whole document has the words, computed here once;
 * - `total`: how many `found` holds;
 * - `page_rows`: when that is at most TOTAL_CAP, the page's ids by tier, then featured and name; when more,
 *   none — those tiers come from the top of each tier instead (textSearchPage), and ranking a thousand
 *   rows that would not be used is skipped (a one-time filter);
 * - the page's rows get their summary columns, the wide ones (the cover photo out of the photos JSON) read
 *   for those rows only.
 * One row per page row, or a single row with the total and null columns when the page is empty. Run on
 * the bitmap-only sessions (runOnBitmapPlanner): planned freely, a dense word's `found` became a
 * sequential scan expected to stop early. Exported for the benchmark's EXPLAIN.
 */
export function rankedTextPageQuery<Summary extends SelectedFields>(
  db: Db,
  source: RankedSource<Summary>,
  limit: number,
  offset: number,
) {
  const { cols, text } = source;
  const tiers = textTiers(text, cols);
  // Aliased expressions, not the table's columns, so the CTEs' fields are typed whatever the table; drizzle
  // writes such a field unqualified, so each has a name no listing table has.
  const found = db.$with("found").as(
    db
      .select({
        id: sql<string>`${cols.id}`.as("found_id"),
        title: sql<unknown>`${cols.title}`.as("found_title"),
        name: sql<string>`${cols.name}`.as("found_name"),
        isFeatured: sql<boolean>`${cols.isFeatured}`.as("found_featured"),
        whole: (tierReadsWhole(text) ? wholeMatchOf(text, cols.search) : sql`false`).as("found_whole"),
      })
      .from(source.table)
      .where(and(source.filters, tiers.any))
      .limit(TOTAL_CAP + 1),
  );
  const total = db.$with("total").as(
    db.select({ total: sql<number>`count(*)::int`.as("found_total") }).from(found),
  );
  const tierOf = textTiers(text, { search: cols.search, title: found.title, name: found.name }, sql`${found.whole}`)
    .tierOf;
  const pageRows = db.$with("page_rows").as(
    db
      .select({
        id: sql<string>`${found.id}`.as("page_id"),
        tier: sql<number>`${tierOf}`.as("page_tier"),
        isFeatured: sql<boolean>`${found.isFeatured}`.as("page_featured"),
        nameKey: sql<string>`lower(${found.name}) collate "C"`.as("page_name_key"),
      })
      .from(found)
      .where(sql`(select ${total.total} from ${total}) <= ${TOTAL_CAP}`)
      .orderBy(sql`"page_tier"`, sql`"page_featured" desc`, sql`"page_name_key"`, sql`"page_id"`)
      .limit(limit)
      .offset(offset),
  );
  return db
    .with(found, total, pageRows)
    .select({ ...source.summary, total: total.total })
    .from(total)
    .leftJoin(pageRows, sql`true`)
    .leftJoin(source.table, eq(cols.id, pageRows.id))
    .orderBy(pageRows.tier, desc(pageRows.isFeatured), pageRows.nameKey, pageRows.id);
}

/** How many rows of `table` the condition finds, counting at most `limit`. Exported for the bench's EXPLAIN. */
export function cappedCountQuery(db: Db, table: PgTable, where: SQL | undefined, limit: number) {
  return db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(sql`(select from ${table} where ${where} limit ${limit}) found`);
}

/**
 * Runs `query` with the planner limited to bitmap scans: a capped count (or the ranked page's `found`) of a
 * word most of a city's rows carry was otherwise planned as a sequential scan expected to stop early,
 * which read every row of the cities stored before it (44 ms for "garden" in Columbus at 100,000
 * listings, against ~2 ms from the GIN index's bitmap). On PostgreSQL one statement on the sessions
 * planned so (`bitmapPlannerOf`, decision 062); elsewhere (PGlite, or inside a transaction) in a
 * transaction of its own, so the settings end with it.
 */
async function runOnBitmapPlanner<T>(db: Db, query: (db: Db) => PromiseLike<T>): Promise<T> {
  const bitmapOnly = bitmapPlannerOf(db);
  if (bitmapOnly) return query(bitmapOnly);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), set_config('enable_indexonlyscan', 'off', true)`,
    );
    return query(tx);
  });
}

async function countUpTo(db: Db, table: PgTable, where: SQL | undefined, limit: number): Promise<number> {
  const [row] = await runOnBitmapPlanner(db, (d) => cappedCountQuery(d, table, where, limit));
  return row?.total ?? 0;
}
