import { and, asc, eq, isNotNull, ne } from "drizzle-orm";
import type { AccessLevel } from "@shared/schemas/collaboration";
import type { z } from "zod";
import type { BudgetSharing, BudgetSharingInput, budgetSharingListSchema } from "@shared/schemas/budget";
import type { Db } from "../../db/client";
import { budgetCategories, budgetCategoryShares, weddingBudgets } from "../../db/schema/budgets";
import { coupleContributors } from "../../db/schema/collaboration";
import { AppError, invalidFields } from "../../errors";
import { CONTRIBUTOR_MISSING, setContributorArea } from "../contributors/contributors.service";
import { recordBudgetChange, type BudgetActor } from "./budget-history";

/**
 * Family budget sharing (issue #14; docs/decisions/036): what `/budget-permissions` reads and writes. The
 * couple only — the routes resolve `coupleId` with `coupleScope` and no area, so a contributor acting for
 * the couple gets 404. A contributor's budget level lives in their grant (`areas.budget`, the contributors
 * module's row); the per-category shares in `budget_category_shares`; both change in one transaction.
 */

export type BudgetSharingList = z.infer<typeof budgetSharingListSchema>;

const rank: Record<AccessLevel, number> = { view: 1, edit: 2 };

export async function listBudgetSharing(db: Db, coupleId: string): Promise<BudgetSharingList> {
  const [header, categories, people, shares] = await Promise.all([
    db
      .select({ lockedAt: weddingBudgets.lockedAt })
      .from(weddingBudgets)
      .where(eq(weddingBudgets.userId, coupleId)),
    db
      .select({
        id: budgetCategories.id,
        name: budgetCategories.name,
        payer: budgetCategories.payerContributorId,
        payerNote: budgetCategories.payerNote,
        version: budgetCategories.version,
      })
      .from(budgetCategories)
      .where(eq(budgetCategories.coupleId, coupleId))
      .orderBy(asc(budgetCategories.position), asc(budgetCategories.name)),
    db
      .select({
        id: coupleContributors.id,
        name: coupleContributors.name,
        email: coupleContributors.email,
        role: coupleContributors.role,
        status: coupleContributors.status,
        areas: coupleContributors.areas,
      })
      .from(coupleContributors)
      .where(and(eq(coupleContributors.coupleId, coupleId), ne(coupleContributors.status, "revoked")))
      .orderBy(asc(coupleContributors.invitedAt), asc(coupleContributors.id)),
    db
      .select({
        contributorId: budgetCategoryShares.contributorId,
        categoryId: budgetCategoryShares.categoryId,
        level: budgetCategoryShares.level,
      })
      .from(budgetCategoryShares)
      .innerJoin(budgetCategories, eq(budgetCategories.id, budgetCategoryShares.categoryId))
      .where(eq(budgetCategories.coupleId, coupleId)),
  ]);
  const sharesOf = new Map<string, Record<string, AccessLevel>>();
  for (const s of shares) {
    const mine = sharesOf.get(s.contributorId) ?? {};
    mine[s.categoryId] = s.level;
    sharesOf.set(s.contributorId, mine);
  }
  return {
    exists: header.length > 0,
    locked: Boolean(header[0]?.lockedAt),
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      payerContributorId: c.payer,
      payerNote: c.payerNote,
      version: c.version,
    })),
    contributors: people.map((p) => ({
      contributorId: p.id,
      name: p.name,
      email: p.email,
      role: p.role,
      status: p.status === "active" ? "active" : "invited",
      level: p.areas.budget ?? "none",
      categories: sharesOf.get(p.id) ?? null,
      pays: categories.filter((c) => c.payer === p.id).map((c) => c.id),
    })),
  };
}

/** "Whole budget", "None", or "Catering (view), Flowers (edit)": how the history shows a sharing. */
function describe(
  level: AccessLevel | null,
  shares: Record<string, AccessLevel> | null,
  names: Map<string, string>,
): string {
  if (!level) return "None";
  if (!shares) return `Whole budget (${level})`;
  return Object.entries(shares)
    .map(([id, l]) => ({ name: names.get(id) ?? "A deleted category", l }))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, l }) => `${name} (${l})`)
    .join(", ");
}

/**
 * Sets a contributor's budget level and replaces their category shares, in one transaction, and records
 * the change in the budget's history. Each share is stored at most at the budget level (the rule caps it
 * anyway; storing the effective level keeps the page honest). Returns the contributor's account, if they
 * accepted, so the route can tell their open tabs that their access changed.
 */
export async function updateBudgetSharing(
  db: Db,
  opts: { coupleId: string; actor: BudgetActor; contributorId: string; input: BudgetSharingInput },
): Promise<{ sharing: BudgetSharing; userId: string | null }> {
  const { coupleId, contributorId, input } = opts;
  const level = input.level === "none" ? null : input.level;
  const wanted = level && input.categories ? input.categories : null;
  if (level && wanted && Object.keys(wanted).length === 0)
    throw invalidFields({
      categories: "Choose at least one category, or share the whole budget.",
    });
  return db.transaction(async (tx) => {
    const categories = await tx
      .select({ id: budgetCategories.id, name: budgetCategories.name })
      .from(budgetCategories)
      .where(eq(budgetCategories.coupleId, coupleId));
    const names = new Map(categories.map((c) => [c.id, c.name]));
    if (wanted && Object.keys(wanted).some((id) => !names.has(id)))
      throw invalidFields({ categories: "Unknown category." });

    const person = await setContributorArea(tx, coupleId, contributorId, "budget", level);
    if (!person) throw new AppError("NOT_FOUND", CONTRIBUTOR_MISSING);

    const before = await tx
      .select({ categoryId: budgetCategoryShares.categoryId, level: budgetCategoryShares.level })
      .from(budgetCategoryShares)
      .where(eq(budgetCategoryShares.contributorId, contributorId));
    const beforeShares = before.length
      ? Object.fromEntries(before.map((s) => [s.categoryId, s.level]))
      : null;
    const after: Record<string, AccessLevel> | null = wanted
      ? Object.fromEntries(
          Object.entries(wanted).map(([id, l]) => [id, rank[l] <= rank[level!] ? l : level!]),
        )
      : null;

    await tx.delete(budgetCategoryShares).where(eq(budgetCategoryShares.contributorId, contributorId));
    if (after)
      await tx
        .insert(budgetCategoryShares)
        .values(Object.entries(after).map(([categoryId, l]) => ({ contributorId, categoryId, level: l })));

    const was = describe(person.before, beforeShares, names);
    const now = describe(level, after, names);
    await recordBudgetChange(tx, {
      coupleId,
      actor: opts.actor,
      entity: "sharing",
      entityId: contributorId,
      entityLabel: person.name || person.email,
      action: "update",
      changes: was === now ? [] : [{ field: "access", before: was, after: now }],
    });

    const [row] = await tx
      .select({
        role: coupleContributors.role,
        status: coupleContributors.status,
      })
      .from(coupleContributors)
      .where(eq(coupleContributors.id, contributorId));
    const pays = await tx
      .select({ id: budgetCategories.id })
      .from(budgetCategories)
      .where(
        and(
          eq(budgetCategories.coupleId, coupleId),
          isNotNull(budgetCategories.payerContributorId),
          eq(budgetCategories.payerContributorId, contributorId),
        ),
      );
    return {
      sharing: {
        contributorId,
        name: person.name,
        email: person.email,
        role: row!.role,
        status: row!.status === "active" ? "active" : "invited",
        level: level ?? "none",
        categories: after,
        pays: pays.map((p) => p.id),
      },
      userId: person.userId,
    };
  });
}
