import { z } from "zod";
import { BUDGET_LIMITS } from "@shared/schemas/budget";
import { matchBudgetCategory } from "@shared/rules/budget-category-match";
import { centsLabel } from "@shared/rules/june-changes";
import { juneToolPhrase } from "@shared/rules/june-tool-phrases";
import type { CoupleToolPorts } from "./couple-tool-ports";
import { centsOfUsd, shortText, type ToolOf } from "./tool-words";

const input = z.object({
  category: shortText(80)
    .min(1)
    .describe('The budget category as the couple said it ("flowers", "photography", "the DJ").'),
  amountUsd: z.number().describe("The category's new allocation in US dollars, e.g. 3000."),
});

/**
 * Proposes a category's allocation (issue #16): the category is found among the couple's own tracker
 * categories forgivingly (shared/rules/budget-category-match.ts: "flowers" → "Flowers & decor", typos);
 * when none or several fit, the error lists their categories so June can ask which one. Nothing is
 * written here: the confirm goes through the tracker's category writer (june-commit.ts).
 */
export function setCategoryAllocationTool(ports: CoupleToolPorts): ToolOf<"set_category_allocation"> {
  return {
    name: "set_category_allocation",
    description:
      "Propose setting how much of the budget goes to ONE of the couple's budget categories (e.g. flowers $3,000). Use the category as the couple said it; if it is not one of theirs, the error lists their categories: ask which one they meant. Nothing changes until the couple confirms in the chat.",
    input,
    kind: "write",
    async run(input) {
      const amountCents = centsOfUsd(input.amountUsd);
      if (amountCents === null || amountCents < 0)
        return { error: "An allocation is an amount of $0 or more, like $3,000." };
      if (amountCents > BUDGET_LIMITS.maxCents)
        return { error: `That is more than any wedding budget; check the number.` };
      const categories = await ports.budgetCategories();
      if (categories.length === 0)
        return {
          error:
            "The couple hasn't started their budget tracker yet, so there are no categories to change. They can start it on the Budget page (or set a total budget first).",
        };
      const names = categories.map((c) => c.name);
      const match = matchBudgetCategory(input.category, categories);
      if (match.kind === "none")
        return { error: `The couple has no budget category like "${input.category}".`, categories: names };
      if (match.kind === "ambiguous")
        return {
          error: `"${input.category}" could be ${match.items.map((c) => c.name).join(" or ")}: ask which one.`,
          categories: match.items.map((c) => c.name),
        };
      const c = match.item;
      if (c.allocatedCents === amountCents)
        return { error: `${c.name} already has ${centsLabel(amountCents)}.` };
      return {
        action: {
          kind: "set_category_allocation",
          categoryId: c.id,
          categoryName: c.name,
          amountCents,
          previousCents: c.allocatedCents,
        },
      };
    },
    summarize: (_i, o) =>
      juneToolPhrase(
        "set_category_allocation",
        "action" in o ? { categoryName: o.action.categoryName, amountCents: o.action.amountCents } : {},
      ),
  };
}
