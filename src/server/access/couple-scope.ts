import type { UserKind } from "@shared/catalog";
import type { Viewer } from "@shared/schemas/account";
import type { Db } from "../db/client";
import { AppError } from "../errors";

/**
 * The one access rule for couple-owned data (issue #11; docs/decisions/015).
 *
 * Every couple-owned query is scoped by `scope.coupleId`, never by the viewer's id and never by an id the
 * client sent unchecked. Who may act for a couple:
 * - the couple itself (role "couple"), on its own routes (`/api/saved-venues`) or naming itself;
 * - a contributor the couple invited, within the areas and levels the couple granted (role "contributor";
 *   the Collaboration issue adds the grants table and fills `grantsOf`);
 * - a vendor working with the couple, within what the couple shared (role "vendor"; same hook).
 * Anyone else naming a couple gets 404, exactly like a couple that does not exist.
 */

/** The areas a couple can share with helpers, each none / view / edit. */
export const coupleAreas = ["guests", "budget", "timeline", "designs", "vendors"] as const;
export type CoupleArea = (typeof coupleAreas)[number];
export type AccessLevel = "view" | "edit";
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

/**
 * Where grants come from. Until contributors exist (Collaboration issue) nobody but the couple has any;
 * that issue replaces this with a read of its grants table — the only change the rule needs.
 */
export const grantsOf: GrantsOf = async () => null;

const levelRank: Record<AccessLevel, number> = { view: 1, edit: 2 };

export type ScopeRequest = {
  /** The couple named by the route (`/contributor/{coupleId}/…`); omitted on the couple's own routes. */
  coupleId?: string | undefined;
  /** What the route needs; omitted when any access to the couple will do. */
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
  const who = requireViewer(viewer);
  if (req.coupleId === undefined || req.coupleId === who.id) {
    requireKind(who, "couple", req.what);
    return { coupleId: who.id, role: "couple", viewer: who, can: () => true };
  }
  const grant = await grants(db, who, req.coupleId);
  const missing = new AppError("NOT_FOUND", req.missing ?? "Not found");
  if (!grant) throw missing;
  const can = (area: CoupleArea, level: AccessLevel) => {
    const has = grant.areas[area];
    return has !== undefined && levelRank[has] >= levelRank[level];
  };
  if (req.need && !can(req.need.area, req.need.level)) throw missing;
  return { coupleId: req.coupleId, role: grant.role, viewer: who, can };
}

export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new AppError("UNAUTHORIZED", "Sign in to continue.");
  return viewer;
}

const kindPlural: Record<UserKind, string> = {
  couple: "couple accounts",
  venue_owner: "venue owner accounts",
  vendor: "vendor accounts",
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
