import { and, eq } from "drizzle-orm";
import type { BudgetGrant } from "@shared/rules/budget-access";
import type { Db } from "../../db/client";
import { budgetCategories, budgetCategoryShares } from "../../db/schema/budgets";
import { coupleContributors } from "../../db/schema/collaboration";
import type { CoupleScope } from "../../access/couple-scope";

/**
 * The budget grant of the request's viewer (issue #14; docs/decisions/036), read after `coupleScope`
 * said the viewer may see the couple's budget at all (area "budget", view). The rule itself is pure:
 * `shared/rules/budget-access.ts`.
 */
export async function loadBudgetGrant(db: Db, scope: CoupleScope): Promise<BudgetGrant> {
  if (scope.role === "couple") return { role: "couple" };
  const [row] = await db
    .select({ id: coupleContributors.id })
    .from(coupleContributors)
    .where(
      and(
        eq(coupleContributors.coupleId, scope.coupleId),
        eq(coupleContributors.userId, scope.viewer.id),
        eq(coupleContributors.status, "active"),
      ),
    );
  const areaLevel = scope.can("budget", "edit") ? "edit" : "view";
  if (!row) return { role: "contributor", areaLevel, shares: {}, pays: [] };
  const [shares, pays] = await Promise.all([
    db
      .select({ categoryId: budgetCategoryShares.categoryId, level: budgetCategoryShares.level })
      .from(budgetCategoryShares)
      .where(eq(budgetCategoryShares.contributorId, row.id)),
    db
      .select({ id: budgetCategories.id })
      .from(budgetCategories)
      .where(
        and(eq(budgetCategories.coupleId, scope.coupleId), eq(budgetCategories.payerContributorId, row.id)),
      ),
  ]);
  return {
    role: "contributor",
    areaLevel,
    shares: shares.length ? Object.fromEntries(shares.map((s) => [s.categoryId, s.level])) : null,
    pays: pays.map((p) => p.id),
  };
}
