import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { budgetCategories, budgetItems } from "../../db/schema/budgets";

export type BudgetVendor = { vendorName: string; lineName: string; categoryName: string };

/** The budget lines that name a vendor (issue #15: the run sheet's vendor arrivals read them). */
export async function budgetVendorsOf(db: Db, coupleId: string): Promise<BudgetVendor[]> {
  return db
    .select({
      vendorName: budgetItems.vendorName,
      lineName: budgetItems.name,
      categoryName: budgetCategories.name,
    })
    .from(budgetItems)
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgetItems.categoryId))
    .where(and(eq(budgetItems.coupleId, coupleId), ne(budgetItems.vendorName, "")))
    .orderBy(asc(budgetCategories.position), asc(budgetItems.position));
}
