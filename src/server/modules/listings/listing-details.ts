import { and, asc, eq, gt, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { listingDetails, listingDetailVersions } from "../../db/schema/listing-details";
import type { ListingKind } from "../../db/schema/listing-kinds";
import { cities } from "../../db/schema/places";

/**
 * Listing detail answers built ahead (issue #21, docs/decisions/059). A first visit to a listing used to
 * build its answer — the row, up to 4 similar listings chosen from 26 candidates, zod, JSON — about 0.5 ms of
 * the app's CPU and 0.3 ms of PostgreSQL's; at 2,000 new listings a second that is more than two cores. Now
 * each visible listing's answer is kept as the exact JSON text the route would send (`listing_details`), and
 * a read takes one row by primary key. An answer is used only while its version equals its city's, which
 * triggers raise in the transaction of any listing write there (drizzle/0026): a stale answer is never sent;
 * the route then builds it as before, and the refresher below rebuilds the city behind.
 */

/** A listing's answer as the API sends it, with the city version it was built from. */
export type BuiltDetail = { id: string; slug: string; cityId: string; version: number; json: string };

/** What the refresher needs of one kind of listing. */
export type DetailSource = {
  kind: ListingKind;
  table: PgTable;
  columns: { id: PgColumn; slug: PgColumn; cityId: PgColumn };
  /** Published and not hidden: the listings the API answers for. */
  visible: SQL;
  /**
   * The answers of these listings (the visible ones among them), each with its city's version read in the
   * same statement as the rows, so an answer is never labelled newer than the data it was built from.
   */
  build: (db: Db, ids: string[]) => Promise<BuiltDetail[]>;
};

/** The city version of a kind, in SQL: no row reads as 0. `kind` and `city` are SQL of the outer query. */
export const cityDetailVersion = (kind: SQL, city: SQL) =>
  sql<number>`coalesce((select x.version from listing_detail_versions x
    where x.listing_kind = ${kind} and x.city_id = ${city}), 0)`.mapWith(Number);

const storedStatement = preparedPerDatabase((db) =>
  db
    .select({ json: listingDetails.json, listingId: listingDetails.listingId })
    .from(listingDetails)
    .where(
      and(
        eq(listingDetails.listingKind, sql.placeholder("kind")),
        eq(listingDetails.slug, sql.placeholder("slug")),
        eq(
          listingDetails.version,
          cityDetailVersion(sql`"listing_details"."listing_kind"`, sql`"listing_details"."city_id"`),
        ),
      ),
    )
    .prepare("listing_detail_stored"),
);

/** The current stored answer for a listing, or undefined (none yet, stale, or not a visible listing). */
export async function storedDetail(
  db: Db,
  kind: ListingKind,
  slug: string,
): Promise<{ json: string; listingId: string } | undefined> {
  const [row] = await storedStatement(db).execute({ kind, slug });
  return row;
}

/**
 * A detail route's answer: the one built ahead while it is current, else `build`'s (the same text, built
 * now), with the listing whose view it counts.
 */
export async function detailAnswer(
  db: Db,
  kind: ListingKind,
  slug: string,
  build: () => Promise<{ id: string; json: string }>,
): Promise<{ json: string; view: { kind: ListingKind; id: string } }> {
  const stored = await storedDetail(db, kind, slug);
  if (stored) return { json: stored.json, view: { kind, id: stored.listingId } };
  const built = await build();
  return { json: built.json, view: { kind, id: built.id } };
}

/** A built answer from a detail row (its id, slug, city and version) and its JSON text. */
export const builtDetail = (
  row: { id: string; slug: string; cityId: string; version: number },
  json: string,
): BuiltDetail => ({ id: row.id, slug: row.slug, cityId: row.cityId, version: row.version, json });

/** Listings per batch: one build statement (~100 similar look-ups) and one upsert, then the event loop. */
const BATCH = 100;
/**
 * A net for writes no invalidation told this process about (another process without a bus, a script):
 * the versions are read this often, and a city whose version moved is rebuilt.
 */
const CHECK_EVERY_MS = 60_000;

export type DetailRefresher = {
  /** Something changed (a listing write here or on another process): check every city again. */
  kick: () => void;
  /** Resolves once no refresh is running or asked for (the bench waits for it before measuring). */
  settled: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Rebuilds the answers that are missing or stale, city by city, in batches, one run at a time per process.
 * Two processes may rebuild the same city at once: the work is repeated, never wrong (an upsert keeps the
 * newer version).
 */
export function createDetailRefresher(
  db: Db,
  sources: DetailSource[],
  opts: { log?: FastifyBaseLogger; checkEveryMs?: number } = {},
): DetailRefresher {
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  /** The version of each kind and city this process last brought fully up to date. */
  const walked = new Map<string, number>();

  async function refreshCity(source: DetailSource, cityId: string, version: number) {
    const { id, slug, cityId: city } = source.columns;
    let after: string | undefined;
    while (!closed) {
      const rows = await db
        .select({ id })
        .from(source.table)
        .leftJoin(
          listingDetails,
          and(eq(listingDetails.listingKind, source.kind), eq(listingDetails.slug, slug)),
        )
        .where(
          and(
            eq(city, cityId),
            source.visible,
            after === undefined ? undefined : gt(id, after),
            or(isNull(listingDetails.version), ne(listingDetails.version, version)),
          ),
        )
        .orderBy(asc(id))
        .limit(BATCH);
      if (rows.length === 0) break;
      const ids = rows.map((r) => r.id as string);
      await save(source.kind, await source.build(db, ids));
      after = ids.at(-1);
      // Requests first: a city of thousands of listings is rebuilt in the gaps between them.
      await new Promise((resolve) => setImmediate(resolve));
    }
    // What the walk did not rebuild at this version is no longer a visible listing of the city (hidden,
    // deleted, moved, renamed): its answer would never be current again.
    if (!closed)
      await db
        .delete(listingDetails)
        .where(
          and(
            eq(listingDetails.listingKind, source.kind),
            eq(listingDetails.cityId, cityId),
            lt(listingDetails.version, version),
          ),
        );
  }

  async function save(kind: ListingKind, built: BuiltDetail[]) {
    if (built.length === 0) return;
    await db
      .insert(listingDetails)
      .values(
        built.map((d) => ({
          listingKind: kind,
          slug: d.slug,
          listingId: d.id,
          cityId: d.cityId,
          version: d.version,
          json: d.json,
        })),
      )
      .onConflictDoUpdate({
        target: [listingDetails.listingKind, listingDetails.slug],
        set: {
          listingId: sql`excluded.listing_id`,
          cityId: sql`excluded.city_id`,
          version: sql`excluded.version`,
          json: sql`excluded.json`,
        },
        // Never over an answer another process built from newer data; a slug now another listing's is taken.
        setWhere: sql`${listingDetails.version} <= excluded.version
          or ${listingDetails.listingId} <> excluded.listing_id or ${listingDetails.cityId} <> excluded.city_id`,
      });
  }

  async function refreshAll() {
    const cityIds = (await db.select({ id: cities.id }).from(cities).orderBy(asc(cities.id))).map(
      (c) => c.id,
    );
    const versions = new Map(
      (await db.select().from(listingDetailVersions)).map((v) => [`${v.listingKind}|${v.cityId}`, v.version]),
    );
    for (const source of sources)
      for (const cityId of cityIds) {
        const key = `${source.kind}|${cityId}`;
        const version = versions.get(key) ?? 0;
        // Every write to a listing raises its city's version (triggers), so an unchanged version means
        // nothing there to rebuild since this process's last full walk.
        if (closed || walked.get(key) === version) continue;
        await refreshCity(source, cityId, version);
        if (!closed) walked.set(key, version);
      }
  }

  function kick() {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await refreshAll();
        } catch (err) {
          // Reads are unaffected (they build the answer themselves); the next kick or check tries again.
          if (!closed) opts.log?.warn({ err }, "listing detail refresh failed");
        }
      } while (again && !closed);
    })().finally(() => (running = undefined));
  }

  const timer = setInterval(kick, opts.checkEveryMs ?? CHECK_EVERY_MS);
  timer.unref();
  kick();
  return {
    kick,
    settled: async () => {
      while (running) await running;
    },
    close: async () => {
      closed = true;
      clearInterval(timer);
      await running;
    },
  };
}
