import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { weddingBudgets } from "../../db/schema/budgets";

/**
 * The couple's wedding budget (the Budget issue grows this module; June reads it today). `coupleId`
 * comes from the caller's access scope.
 */
export async function budgetOf(
  db: Db,
  coupleId: string,
): Promise<{
  totalBudget: number;
  guestCount: number | null;
  categoryAllocations: Record<string, unknown>;
} | null> {
  const [b] = await db
    .select({
      totalBudget: weddingBudgets.totalBudget,
      guestCount: weddingBudgets.guestCount,
      categoryAllocations: weddingBudgets.categoryAllocations,
    })
    .from(weddingBudgets)
    .where(eq(weddingBudgets.userId, coupleId));
  return b ?? null;
}
