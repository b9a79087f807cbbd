import { and, eq, lt, or, isNull, sql } from "drizzle-orm";
import type { UserKind } from "@shared/catalog";
import type { Viewer } from "@shared/schemas/account";
import type { AccessLevel, CoupleArea } from "@shared/schemas/collaboration";
import type { Db } from "../db/client";
import { coupleContributors } from "../db/schema/collaboration";
import { AppError } from "../errors";

export { coupleAreas } from "@shared/schemas/collaboration";
export type { AccessLevel, CoupleArea } from "@shared/schemas/collaboration";

/**
 * The one access rule for couple-owned data (issue #11; docs/decisions/015).
 *
 * Every couple-owned query is scoped by `scope.coupleId`, never by the viewer's id and never by an id the
 * client sent unchecked. Who may act for a couple:
 * - the couple itself (role "couple"), on its own routes (`/api/saved-venues`) or naming itself;
 * - a contributor the couple invited, within the areas and levels the couple granted (role "contributor";
 *   an active row of `couple_contributors`, issue #13). A contributor names the couple by the route
 *   (`/api/…/{coupleId}`) or, on the couple's own routes (`/api/guests` …), by the `X-Couple-Id` header
 *   the session guard puts in `viewer.actingFor`; the name is only a question, the grant is the answer;
 * - a vendor working with the couple, within what the couple shared (role "vendor"; same hook).
 * Anyone else naming a couple gets 404, exactly like a couple that does not exist. A route that names no
 * `need` is the couple's alone: a contributor gets 404 there too.
 */

export type CoupleRole = "couple" | "contributor" | "vendor";

export type CoupleScope = {
  /** The couple acted for: the key of every couple-owned row. */
  coupleId: string;
  role: CoupleRole;
  viewer: Viewer;
  /** Whether this viewer may do `level` in `area` for the couple (the couple may do everything). */
  can: (area: CoupleArea, level: AccessLevel) => boolean;
};

/** What a non-couple viewer was granted for one couple; null when nothing. */
export type CoupleGrant = {
  role: Exclude<CoupleRole, "couple">;
  areas: Partial<Record<CoupleArea, AccessLevel>>;
};

/** What `viewer` was granted for `coupleId`; null when nothing (then the couple is not theirs to see). */
export type GrantsOf = (db: Db, viewer: Viewer, coupleId: string) => Promise<CoupleGrant | null>;

/** How often a contributor's "last used" is written (it is shown to the couple, not audited). */
const LAST_USED_EVERY = sql`interval '5 minutes'`;

/**
 * Where grants come from: the viewer's active `couple_contributors` row for the couple. Marks it used
 * (at most every 5 minutes, so a busy contributor costs one small write now and then).
 */
export const grantsOf: GrantsOf = async (db, viewer, coupleId) => {
  const [row] = await db
    .update(coupleContributors)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(coupleContributors.coupleId, coupleId),
        eq(coupleContributors.userId, viewer.id),
        eq(coupleContributors.status, "active"),
        or(
          isNull(coupleContributors.lastUsedAt),
          lt(coupleContributors.lastUsedAt, sql`now() - ${LAST_USED_EVERY}`),
        ),
      ),
    )
    .returning({ areas: coupleContributors.areas });
  if (row) return { role: "contributor", areas: row.areas };
  const [fresh] = await db
    .select({ areas: coupleContributors.areas })
    .from(coupleContributors)
    .where(
      and(
        eq(coupleContributors.coupleId, coupleId),
        eq(coupleContributors.userId, viewer.id),
        eq(coupleContributors.status, "active"),
      ),
    );
  return fresh ? { role: "contributor", areas: fresh.areas } : null;
};

/** The viewer as the session guard sets it: `actingFor` is the couple named by `X-Couple-Id`, if any. */
export type ScopedViewer = Viewer & { actingFor?: string };

const levelRank: Record<AccessLevel, number> = { view: 1, edit: 2 };

export type ScopeRequest = {
  /** The couple named by the route (`/contributor/{coupleId}/…`); omitted on the couple's own routes. */
  coupleId?: string | undefined;
  /**
   * What the route needs. Omitted: on a route naming the couple (`coupleId`), any access will do; on the
   * couple's own routes, only the couple.
   */
  need?: { area: CoupleArea; level: AccessLevel };
  /** Shown to a signed-in business on the couple's own routes (see `requireKind`), e.g. "Saving venues". */
  what?: KindRefusal;
  /**
   * The 404's message when the viewer may not act for the named couple: the route's own "not found", so
   * an object of another couple reads exactly like a missing one.
   */
  missing?: string;
};

/**
 * Which couple the request acts for and in what role. Throws 401 without a session, 403 for another
 * kind of account on the couple's own routes (they can never have one), 404 for a couple the viewer
 * may not see or an area it was not granted.
 */
export async function coupleScope(
  db: Db,
  viewer: Viewer | null,
  req: ScopeRequest = {},
  grants: GrantsOf = grantsOf,
): Promise<CoupleScope> {
  const who = requireViewer(viewer) as ScopedViewer;
  const named = req.coupleId ?? who.actingFor;
  if (named === undefined || named === who.id) {
    requireKind(who, "couple", req.what);
    return { coupleId: who.id, role: "couple", viewer: who, can: () => true };
  }
  const missing = new AppError("NOT_FOUND", req.missing ?? "Not found");
  // Only the couple acts on a route that names no area (June, the profile, tours …).
  if (!req.need && req.coupleId === undefined) throw missing;
  const grant = await grants(db, who, named);
  if (!grant) throw missing;
  const can = (area: CoupleArea, level: AccessLevel) => {
    const has = grant.areas[area];
    return has !== undefined && levelRank[has] >= levelRank[level];
  };
  if (req.need && !can(req.need.area, req.need.level)) throw missing;
  return { coupleId: named, role: grant.role, viewer: who, can };
}

export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new AppError("UNAUTHORIZED", "Sign in to continue.");
  return viewer;
}

const kindPlural: Record<UserKind, string> = {
  couple: "couple accounts",
  venue_owner: "venue owner accounts",
  vendor: "vendor accounts",
  contributor: "contributor accounts",
};

/**
 * How a refusal to another kind of account reads: the feature's name ("Saving venues" → "Saving venues
 * is for couple accounts."), or a whole message where a screen already words it its own way.
 */
export type KindRefusal = string | { message: string };

/**
 * The viewer, if signed in as one of `kinds`; 401 otherwise without a session, 403 (reason
 * `account_kind`) for another kind.
 */
export function requireKind(
  viewer: Viewer | null,
  kinds: UserKind | readonly UserKind[],
  what?: KindRefusal,
): Viewer {
  const who = requireViewer(viewer);
  const allowed: readonly UserKind[] = typeof kinds === "string" ? [kinds] : kinds;
  if (allowed.includes(who.kind)) return who;
  const message =
    typeof what === "object"
      ? what.message
      : `${what ?? "This"} is for ${allowed.map((k) => kindPlural[k]).join(" and ")}.`;
  throw new AppError("FORBIDDEN", message, { reason: "account_kind" });
}
