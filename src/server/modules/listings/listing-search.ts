import { and, asc, desc, sql, type AnyColumn, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
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
 * A search's total is counted up to this many listings; past it the answer says "1,000+" (a list without
 * words too, decision 068). For a text search, up to it the page is taken from all the matches at once,
 * each row's tier computed on its small title; past it, from the tiers read in turn, each from the top of
 * the city index (textSearchPage).
 */
export const TOTAL_CAP = 1000;

/** A total counted up to TOTAL_CAP + 1, as the contract's Page says it. */
const totalOf = (counted: number): Pick<Page<unknown>, "total" | "totalIsLowerBound"> =>
  counted > TOTAL_CAP ? { total: TOTAL_CAP, totalIsLowerBound: true } : { total: counted };
/** Where each relevance tier stands in `TextTiers.tiers` (synonyms only when the query has some). */
export const TIER = { exactName: 0, name: 1, facets: 2, description: 3, synonyms: 4 } as const;

/**
 * The columns a text search reads: the whole search document, its title (A and B parts), the name's words
 * (`search_name`), the name, the key.
 */
export type SearchColumns = {
  search: AnyColumn;
  title: AnyColumn;
  nameWords: AnyColumn;
  name: AnyColumn;
  id: AnyColumn;
};

/** The rows a search looks among: its table and its filters other than the words (the city, numbers…). */
export type SearchScope = { table: PgTable; filters: SQL | undefined };

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
 * Tiers 1–2 are decided on the small title and the name's words, each with its own GIN index, so the name
 * tier is exact from its index (decision 068: the title with every word weighted A, `'grand':A & 'arcad':A`,
 * had its index find every title match and each row read to check the weights). A query with a negated word
 * ("barn -rustic") also checks the whole document in tiers 1–2: the title may lack a word the description
 * has.
 * A name typed in part or run together ("lakeviewglass"), or only stop words ("the"), finds no words:
 * then names are matched by trigram similarity (`name %> typed`, word similarity ≥ 0.6, the GIN trigram
 * index), most similar first.
 */
export function textTiers(text: TextQuery, cols: SearchColumns, scope: SearchScope): TextTiers {
  const query = sql`websearch_to_tsquery('english', ${text.corrected})`;
  const inTitle = sql`${cols.title} @@ ${query}`;
  const inName = sql`${cols.nameWords} @@ ${query}`;
  const negates = /(^|\s)-\S/.test(text.corrected);
  // A phrase (quoted words, a hyphenated name such as "over-the-rhine") needs the words' positions, so every
  // match the document's index finds is checked against the document itself, which is out of the row
  // (decision 068). The title is the document's first part at the same positions: asked first, it spares
  // the document of every match the title has. (Not with a negated word: a title without it says nothing of
  // the description.)
  const phrase = !negates && /"|[\p{L}\p{N}]-[\p{L}\p{N}]/u.test(text.corrected);
  const whole = phrase ? sql`(${inTitle} or ${cols.search} @@ ${query})` : sql`${cols.search} @@ ${query}`;
  // Without a negated word, words in the name are in the title and the document too. With one ("barn
  // -rustic"), the title and the document must lack it as well.
  const withoutNegated = (cond: SQL) =>
    negates ? sql`(${cond} and ${inTitle} and ${whole})` : sql`(${cond})`;
  // The name exactly as typed (after correction) first: "Grand Arcade Ballroom" before "A Grand Arcade
  // Ballroom Hall" and before a featured "Grand Arcade Grand Ballroom".
  // Written as the name indexes read (`lower(name) collate "C"`), so it is one look-up in them.
  const exactName = sql`lower(${cols.name}) collate "C" = lower(${text.corrected})`;
  const tiers = [
    // Found through the name indexes alone: the words test is kept from the GIN indexes (`is true` is no
    // operator they can serve), which would find every name with the words only to drop all but one.
    sql`(${exactName} and (${withoutNegated(inName)}) is true)`,
    withoutNegated(sql`${inName} and not (${exactName})`),
    withoutNegated(sql`${inTitle} and not (${inName})`),
    sql`(${whole} and not (${inTitle}))`,
  ];
  let any = whole;
  if (text.synonyms) {
    const broad = synonymQuery(text.synonyms);
    tiers.push(sql`(${cols.search} @@ ${broad} and not (${whole}))`);
    any = sql`${cols.search} @@ (${query} || ${broad})`;
  }
  // A row's tier, told on its title alone but for one case: with synonyms, whether the words themselves are
  // in the description (tier 3) or only their synonyms (tier 4). The whole document is kept out of the row
  // (migration 0027), so that is asked once per statement, of the document's index — the scope's rows that
  // have the words, a hashed set — rather than by reading each row's document from the TOAST table.
  const hasWords = sql`${cols.id} in (select ${cols.id} from ${scope.table} where ${and(scope.filters, whole)})`;
  const tiersTold = text.synonyms
    ? tiers.map((tier, i) => (i === TIER.description ? sql`(${hasWords} and not (${inTitle}))` : tier))
    : tiers;
  const tierOf = sql<number>`(case ${sql.join(
    tiersTold.slice(0, -1).map((tier, i) => sql`when ${tier} then ${sql.raw(String(i))} `),
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
 * Past the last page no row carries it, so the total is counted separately (rare). Like a text search's,
 * the total is counted up to TOTAL_CAP and said "1,000+" past it (decision 068): a city-wide list counted
 * every row it filters (5,601 index entries for 150 guests under $15,000 in Columbus) on every page.
 */
export async function toResultPage<Row extends { total: number }, Item>(opts: {
  rows: Row[];
  page: number;
  pageSize: number;
  count: () => Promise<{ total: number }[]>;
  toItem: (row: Omit<Row, "total">) => Item;
}): Promise<Page<Item>> {
  const { rows, page, pageSize } = opts;
  const counted = rows[0]?.total ?? (page > 1 ? ((await opts.count())[0]?.total ?? 0) : 0);
  return {
    items: rows.map(({ total: _total, ...row }) => opts.toItem(row)),
    ...totalOf(counted),
    page,
    pageSize,
  };
}

/**
 * One page of a text search (docs/decisions/056), as the contract's Page. The service gives its table, its
 * filters (all but the words) and `rows(where, order, limit, offset)` — its listings the condition finds
 * within the filters, in that order. The matches are counted first, up to TOTAL_CAP: none falls back to
 * names that look alike; up to TOTAL_CAP are ordered all at once by their tier (a bitmap of the city's
 * matches, then a sort of at most 1,000 rows); more are read tier by tier until the page is full, each tier
 * from its top (skipping what earlier pages showed) — a tier dense in the city fills a page from its first
 * rows, which is why this path is only taken when the matches are many. Another sort than relevance
 * filters on every match and lets the planner stop at the page.
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
  toItem: (row: Row) => Item;
}): Promise<Page<Item>> {
  const { tiers, order, defaultOrder, page, pageSize } = opts;
  const offset = offsetOf(page, pageSize);
  const count = (where: SQL) => countUpTo(opts.db, opts.table, and(opts.filters, where), TOTAL_CAP + 1);
  const asPage = (rows: Row[], counted: number): Page<Item> => ({
    items: rows.map(opts.toItem),
    ...totalOf(counted),
    page,
    pageSize,
  });
  const matches = await count(tiers.any);
  if (matches === 0) {
    // Nothing has the words: names that look like what was typed, most similar first.
    const near = tiers.nearName;
    const [rows, total] = await Promise.all([
      opts.rows(near.where, order ?? [desc(near.similarity), ...defaultOrder], pageSize, offset),
      count(near.where),
    ]);
    return asPage(rows, total);
  }
  const rows = order
    ? await opts.rows(tiers.any, order, pageSize, offset)
    : matches <= TOTAL_CAP
      ? await opts.rows(tiers.any, [asc(tiers.tierOf), ...defaultOrder], pageSize, offset)
      : await pageThroughTiers(tiers.tiers, offset, pageSize, (where, limit) =>
          opts.rows(where, defaultOrder, limit, 0),
        );
  return asPage(rows, matches);
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

/** How many rows of `table` the condition finds, counting at most `limit`. Exported for the bench's EXPLAIN. */
export function cappedCountQuery(db: Db, table: PgTable, where: SQL | undefined, limit: number) {
  return db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(sql`(select from ${table} where ${where} limit ${limit}) found`);
}

/**
 * cappedCountQuery with the planner limited to bitmap scans: a capped count of a word most of a city's rows
 * carry was otherwise planned as a sequential scan expected to stop early, which read every row of the
 * cities stored before it (44 ms for "garden" in Columbus at 100,000 listings, against ~2 ms from the GIN
 * index's bitmap). On PostgreSQL one statement on the sessions planned so (`bitmapPlannerOf`, decision 062);
 * elsewhere (PGlite, or inside a transaction) in a transaction of its own, so the settings end with it.
 */
async function countUpTo(db: Db, table: PgTable, where: SQL | undefined, limit: number): Promise<number> {
  const bitmapOnly = bitmapPlannerOf(db);
  const [row] = bitmapOnly
    ? await cappedCountQuery(bitmapOnly, table, where, limit)
    : await db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), set_config('enable_indexonlyscan', 'off', true)`,
        );
        return cappedCountQuery(tx, table, where, limit);
      });
  return row?.total ?? 0;
}
