import { sql, type AnyColumn, type SQL, type SQLWrapper } from "drizzle-orm";
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
 * Full-text OR typo-tolerant name match, and its rank.
 * - `search @@ websearch_to_tsquery('english', corrected)` uses the GIN index on the stored tsvector. The
 *   words were corrected first, so a typo in any searchable word — name, style, neighborhood, description —
 *   still matches ("Lakeveiw", "rustc barn"); see decision 006's addendum on typo tolerance.
 * - `name %> typed` (the commutator of `typed <% name`: word similarity ≥ pg_trgm.word_similarity_threshold,
 *   0.6 by default) uses the GIN trigram index on the name; it is what finds a name typed in part or run
 *   together. Written name-first, as the index condition reads, so the planner sees the bitmap already
 *   checks it and does not re-filter every row.
 * The planner combines the two index scans with a BitmapOr. Rank = ts_rank (weights A name … C description);
 * a row found only by its name's trigrams ranks by that similarity (0.6–1), so a near-miss on the name
 * beats a passing mention in a description. Full-text matches skip the trigram maths: with thousands of
 * matches (a query like "barn") that per-row work is most of the query's time.
 */
export function textMatch(
  text: TextQuery,
  document: AnyColumn,
  name: AnyColumn,
): { where: SQL; rank: SQL<number> } {
  const query = sql`websearch_to_tsquery('english', ${text.corrected})`;
  if (!text.synonyms) {
    return {
      where: sql`(${document} @@ ${query} or ${name} %> ${text.typed})`,
      rank: sql<number>`(case when ${document} @@ ${query} then ts_rank(${document}, ${query}) else word_similarity(${text.typed}, ${name}) end)`,
    };
  }
  const broad = synonymQuery(text.synonyms);
  return {
    where: sql`(${document} @@ (${query} || ${broad}) or ${name} %> ${text.typed})`,
    rank: sql<number>`(case when ${document} @@ ${query} then ts_rank(${document}, ${query}) when ${document} @@ ${broad} then -1 else word_similarity(${text.typed}, ${name}) end)`,
  };
}

/**
 * A query with synonyms (issue #18): each word or phrase the synonym table knows becomes the group of
 * listing words it finds (`to_tsquery` of the table's own words, never the visitor's text), the other words
 * keep their web-search meaning. In textMatch, a listing with every typed word (the plain query) still
 * ranks by that query as before; one found only through synonyms ranks -1 — below every exact match and
 * every near-miss on the name — and then by name: "rustic" lists the venues that say rustic first, then the
 * barns and farms. Not ts_rank for those: a synonym group matches many rows, and ranking each one doubled
 * the cold search's p99 under load (npm run bench:search, issue #18 note).
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

/**
 * The total of a text search, counted from its materialized `matches` CTE: the CTE is referenced twice,
 * so PostgreSQL computes the matches (and their rank) once and keeps only the selected columns — unlike
 * `count(*) over ()`, whose window would carry every row's search document up to the sort.
 */
export const totalOfMatches = sql<number>`(select count(*) from matches)`.mapWith(Number);

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
