import { and, asc, eq, gt, ne, sql } from "drizzle-orm";
import type { Viewer } from "@shared/schemas/account";
import {
  MAX_CONTRIBUTORS,
  type AccessLevel,
  type ActingForGrant,
  type Contributor,
  type ContributorAreas,
  type CoupleArea,
  type InvitationPreview,
  type InviteContributor,
  type UpdateContributor,
} from "@shared/schemas/collaboration";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import { budgetCategoryShares } from "../../db/schema/budgets";
import { contributorProfiles, coupleContributors } from "../../db/schema/collaboration";
import { coupleProfiles } from "../../db/schema/profiles";
import { AppError, invalidFields } from "../../errors";
import { contributorInvitationEmail } from "../../providers/email/contributor-templates";
import type { Mailer } from "../../providers/email/mailer";
import { hashInvitationToken, INVITATION_TOKEN, newInvitationToken } from "./invitation-token";

/**
 * Contributors (issue #13; docs/decisions/031): the couple's helpers, their invitations and what they
 * were granted. The routes resolve the couple with `coupleScope` (couple only); every query here is
 * keyed by that couple id, so another couple's row reads as missing.
 */

export const CONTRIBUTOR_MISSING = "This contributor was not found.";
export const INVITATION_INVALID = "This invitation link is invalid or has expired.";

export type InviteDeps = { db: Db; mailer: Mailer; publicUrl: string };

const columns = {
  id: coupleContributors.id,
  userId: coupleContributors.userId,
  email: coupleContributors.email,
  name: coupleContributors.name,
  role: coupleContributors.role,
  areas: coupleContributors.areas,
  status: coupleContributors.status,
  invitedAt: coupleContributors.invitedAt,
  inviteExpiresAt: coupleContributors.inviteExpiresAt,
  acceptedAt: coupleContributors.acceptedAt,
  lastUsedAt: coupleContributors.lastUsedAt,
};
type Row = Pick<typeof coupleContributors.$inferSelect, keyof typeof columns>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toContributor(r: Row): Contributor {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    areas: r.areas,
    status: r.status,
    invitedAt: r.invitedAt.toISOString(),
    inviteExpiresAt: r.status === "invited" ? iso(r.inviteExpiresAt) : null,
    acceptedAt: iso(r.acceptedAt),
    lastUsedAt: iso(r.lastUsedAt),
  };
}

/** "Ava & Noah" from the couple's profile, else the account's name. */
const coupleNamesSql = sql<string>`coalesce(nullif(concat_ws(' & ', nullif(${coupleProfiles.partner1Name}, ''), nullif(${coupleProfiles.partner2Name}, '')), ''), ${user.name})`;

async function coupleOf(db: Db, coupleId: string): Promise<{ names: string; email: string }> {
  const [c] = await db
    .select({ names: coupleNamesSql, email: user.email })
    .from(user)
    .leftJoin(coupleProfiles, eq(coupleProfiles.id, user.id))
    .where(eq(user.id, coupleId));
  return c ?? { names: "A couple", email: "" };
}

/** The couple's invited and active helpers, oldest first (revoked ones are history, not shown). */
export async function listContributors(db: Db, coupleId: string): Promise<Contributor[]> {
  const rows = await db
    .select(columns)
    .from(coupleContributors)
    .where(and(eq(coupleContributors.coupleId, coupleId), ne(coupleContributors.status, "revoked")))
    .orderBy(asc(coupleContributors.invitedAt), asc(coupleContributors.id));
  return rows.map((r) => toContributor(r));
}

async function sendInvitation(deps: InviteDeps, row: Row, coupleId: string, token: string, tx: Db) {
  const couple = await coupleOf(tx, coupleId);
  await deps.mailer.send(
    {
      to: row.email,
      ...contributorInvitationEmail({
        coupleNames: couple.names,
        name: row.name,
        role: row.role,
        areas: row.areas,
        url: `${deps.publicUrl}/join/${token}`,
      }),
    },
    tx,
  );
}

/** Invite a person by email: a new single-use link, mailed in the same transaction as the row. */
export async function inviteContributor(
  deps: InviteDeps,
  coupleId: string,
  input: InviteContributor,
): Promise<Contributor> {
  const email = input.email.trim().toLowerCase();
  return deps.db.transaction(async (tx) => {
    const couple = await coupleOf(tx, coupleId);
    if (couple.email.toLowerCase() === email)
      throw invalidFields({ email: "That is your own address. Invite someone else." });
    // One couple's invitations are taken in turn, so the limit and the duplicate check hold under races.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contributors:${coupleId}`}))`);
    const live = await tx
      .select({ email: coupleContributors.email })
      .from(coupleContributors)
      .where(and(eq(coupleContributors.coupleId, coupleId), ne(coupleContributors.status, "revoked")));
    if (live.some((r) => r.email === email))
      throw new AppError("CONFLICT", "This person is already invited.", {
        fields: { email: "This person is already invited." },
        reason: "already_exists",
      });
    if (live.length >= MAX_CONTRIBUTORS)
      throw new AppError(
        "CONFLICT",
        `You can have at most ${MAX_CONTRIBUTORS} contributors. Revoke someone to invite another.`,
      );
    const { token, hash, expiresAt } = newInvitationToken();
    const [row] = await tx
      .insert(coupleContributors)
      .values({
        coupleId,
        email,
        name: input.name.trim(),
        role: input.role,
        areas: input.areas,
        inviteTokenHash: hash,
        inviteExpiresAt: expiresAt,
      })
      .returning(columns);
    await sendInvitation(deps, row!, coupleId, token, tx);
    return toContributor(row!);
  });
}

async function findOwned(db: Db, coupleId: string, id: string): Promise<Row> {
  const [row] = await db
    .select(columns)
    .from(coupleContributors)
    .where(
      and(
        eq(coupleContributors.id, id),
        eq(coupleContributors.coupleId, coupleId),
        ne(coupleContributors.status, "revoked"),
      ),
    );
  if (!row) throw new AppError("NOT_FOUND", CONTRIBUTOR_MISSING);
  return row;
}

/** Change a helper's role or scopes. Returns the account to tell (set once they accepted). */
export async function updateContributor(
  db: Db,
  coupleId: string,
  id: string,
  patch: UpdateContributor,
): Promise<{ contributor: Contributor; userId: string | null }> {
  await findOwned(db, coupleId, id);
  const [row] = await db
    .update(coupleContributors)
    .set({
      ...(patch.role ? { role: patch.role } : {}),
      ...(patch.areas ? { areas: patch.areas } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(coupleContributors.id, id), eq(coupleContributors.coupleId, coupleId)))
    .returning(columns);
  return { contributor: toContributor(row!), userId: row!.userId };
}

/**
 * Sets one area of a helper's grant (`/budget-permissions` sets "budget"); null removes it. Pass the
 * caller's transaction. Returns the row's name, email, previous level and account, or null when the
 * couple has no such live helper.
 */
export async function setContributorArea(
  tx: Db,
  coupleId: string,
  id: string,
  area: CoupleArea,
  level: AccessLevel | null,
): Promise<{ name: string; email: string; before: AccessLevel | null; userId: string | null } | null> {
  const [row] = await tx
    .select({
      areas: coupleContributors.areas,
      name: coupleContributors.name,
      email: coupleContributors.email,
    })
    .from(coupleContributors)
    .where(
      and(
        eq(coupleContributors.id, id),
        eq(coupleContributors.coupleId, coupleId),
        ne(coupleContributors.status, "revoked"),
      ),
    )
    .for("update");
  if (!row) return null;
  const areas: ContributorAreas = { ...row.areas };
  if (level) areas[area] = level;
  else delete areas[area];
  const [updated] = await tx
    .update(coupleContributors)
    .set({ areas, updatedAt: new Date() })
    .where(eq(coupleContributors.id, id))
    .returning({ userId: coupleContributors.userId });
  return { name: row.name, email: row.email, before: row.areas[area] ?? null, userId: updated!.userId };
}

/**
 * Revoke: the grant ends at once (the next request is 404) and the invitation link dies. The row stays
 * (history), so the per-category budget shares are deleted here with it (issue #14; the FK cascade
 * covers a deleted row, a revoke is an update).
 */
export async function revokeContributor(
  db: Db,
  coupleId: string,
  id: string,
): Promise<{ userId: string | null }> {
  return db.transaction(async (tx) => {
    const row = await revokeRow(tx, coupleId, id);
    await tx.delete(budgetCategoryShares).where(eq(budgetCategoryShares.contributorId, id));
    return row;
  });
}

async function revokeRow(db: Db, coupleId: string, id: string): Promise<{ userId: string | null }> {
  const [row] = await db
    .update(coupleContributors)
    .set({
      status: "revoked",
      revokedAt: new Date(),
      inviteTokenHash: null,
      inviteExpiresAt: null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(coupleContributors.id, id),
        eq(coupleContributors.coupleId, coupleId),
        ne(coupleContributors.status, "revoked"),
      ),
    )
    .returning({ userId: coupleContributors.userId });
  if (!row) throw new AppError("NOT_FOUND", CONTRIBUTOR_MISSING);
  return row;
}

/** A new link and a fresh 7 days for a pending invitation; the old link stops working. */
export async function resendInvitation(deps: InviteDeps, coupleId: string, id: string): Promise<Contributor> {
  return deps.db.transaction(async (tx) => {
    const current = await findOwned(tx, coupleId, id);
    if (current.status !== "invited")
      throw new AppError("CONFLICT", "This person already accepted the invitation.", {
        reason: "already_decided",
      });
    const { token, hash, expiresAt } = newInvitationToken();
    const [row] = await tx
      .update(coupleContributors)
      .set({
        inviteTokenHash: hash,
        inviteExpiresAt: expiresAt,
        invitedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(coupleContributors.id, id))
      .returning(columns);
    await sendInvitation(deps, row!, coupleId, token, tx);
    return toContributor(row!);
  });
}

/** The pending, unexpired invitation of a token, or null (unknown, used, expired and revoked alike). */
async function pendingInvitation(db: Db, token: string) {
  if (!INVITATION_TOKEN.test(token)) return null;
  const [row] = await db
    .select({ ...columns, coupleId: coupleContributors.coupleId })
    .from(coupleContributors)
    .where(
      and(
        eq(coupleContributors.inviteTokenHash, hashInvitationToken(token)),
        eq(coupleContributors.status, "invited"),
        gt(coupleContributors.inviteExpiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

const invalidInvitation = () => new AppError("NOT_FOUND", INVITATION_INVALID);

/** What `/join/{token}` shows: who invited, as what, what is shared; no secrets. */
export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const row = await pendingInvitation(db, token);
  if (!row) throw invalidInvitation();
  const couple = await coupleOf(db, row.coupleId);
  const [account] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${row.email}`);
  return {
    coupleNames: couple.names,
    email: row.email,
    role: row.role,
    areas: row.areas,
    expiresAt: row.inviteExpiresAt!.toISOString(),
    hasAccount: account !== undefined,
  };
}

/**
 * Accept as the signed-in account. Single use: the token is cleared in the same update that activates
 * the row (a replay, or a second tab racing this one, finds nothing and gets the invalid-link answer).
 */
export async function acceptInvitation(db: Db, viewer: Viewer, token: string): Promise<{ coupleId: string }> {
  const row = await pendingInvitation(db, token);
  if (!row) throw invalidInvitation();
  if (row.coupleId === viewer.id)
    throw new AppError("FORBIDDEN", "This is your own invitation. Send the link to the person you invited.");
  if (viewer.email.toLowerCase() !== row.email)
    throw new AppError(
      "FORBIDDEN",
      `This invitation was sent to ${row.email}. Sign in with that address to accept it.`,
    );
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(coupleContributors)
      .set({
        userId: viewer.id,
        status: "active",
        acceptedAt: new Date(),
        inviteTokenHash: null,
        inviteExpiresAt: null,
        updatedAt: new Date(),
      })
      .where(and(eq(coupleContributors.id, row.id), eq(coupleContributors.status, "invited")))
      .returning({ coupleId: coupleContributors.coupleId });
    if (!done) throw invalidInvitation();
    await tx.insert(contributorProfiles).values({ userId: viewer.id }).onConflictDoNothing();
    return { coupleId: done.coupleId };
  });
}

/**
 * Whether a contributor sign-up may go ahead: `token` is a pending invitation for `email` (the auth
 * hook's check; a contributor account exists only because a couple invited that address).
 */
export async function isInvitationFor(db: Db, token: string, email: string): Promise<boolean> {
  const row = await pendingInvitation(db, token);
  return row !== null && row.email === email.trim().toLowerCase();
}

/** The signed-in contributor's grant for one couple; 404 like a stranger's when there is none. */
export async function grantFor(db: Db, viewer: Viewer, coupleId: string): Promise<ActingForGrant> {
  const [row] = await db
    .select({ role: coupleContributors.role, areas: coupleContributors.areas })
    .from(coupleContributors)
    .where(
      and(
        eq(coupleContributors.coupleId, coupleId),
        eq(coupleContributors.userId, viewer.id),
        eq(coupleContributors.status, "active"),
      ),
    );
  if (!row) throw new AppError("NOT_FOUND", "Not found");
  return { coupleId, coupleNames: (await coupleOf(db, coupleId)).names, ...row };
}

export type StakeholderType = "venue_owner" | "vendor" | "contributor" | "couple";

/**
 * Grace's stakeholder order (spec section 6): venue owner, then vendor, then contributor when a
 * contributor profile exists, otherwise couple. Signed out, or any failure, reads as couple.
 */
export async function stakeholderTypeOf(db: Db, viewer: Viewer | null): Promise<StakeholderType> {
  if (!viewer) return "couple";
  if (viewer.kind === "venue_owner") return "venue_owner";
  if (viewer.kind === "vendor") return "vendor";
  try {
    const [profile] = await db
      .select({ id: contributorProfiles.id })
      .from(contributorProfiles)
      .where(eq(contributorProfiles.userId, viewer.id));
    return profile ? "contributor" : "couple";
  } catch {
    return "couple";
  }
}

/**
 * The accounts of the couple's active helpers who may see `area` (view or edit): whom a change in that
 * area is pushed to on the live channel (e.g. a guest list change, so a helper's open list refreshes).
 */
export async function helpersWithArea(db: Db, coupleId: string, area: CoupleArea): Promise<string[]> {
  const rows = await db
    .select({ userId: coupleContributors.userId })
    .from(coupleContributors)
    .where(
      and(
        eq(coupleContributors.coupleId, coupleId),
        eq(coupleContributors.status, "active"),
        sql`${coupleContributors.areas} ? ${area}`,
      ),
    );
  return rows.flatMap((r) => (r.userId ? [r.userId] : []));
}
