import type { CoupleToolPorts } from "./couple-tool-ports";
import { noInput, type ToolOf } from "./tool-words";
import { juneToolPhrase } from "@shared/rules/june-tool-phrases";

export function budgetSummaryTool(ports: CoupleToolPorts): ToolOf<"budget_summary"> {
  return {
    name: "budget_summary",
    description:
      "The couple's wedding budget: total, allocation per category (USD), allocated total and what is left unallocated; once they use the budget tracker also what is committed, paid and still due (USD) and the payments due within 30 days or overdue. Zeros when no budget is set yet.",
    input: noInput,
    kind: "read",
    async run() {
      const [b, tracker] = await Promise.all([ports.budget(), ports.budgetTracker(5)]);
      // Allocations are free-form JSON: only finite numbers count.
      const allocated: Record<string, number> = {};
      for (const [k, v] of Object.entries(b?.categoryAllocations ?? {}))
        if (typeof v === "number" && Number.isFinite(v)) allocated[k] = v;
      const allocatedTotal = Object.values(allocated).reduce((a, n) => a + n, 0);
      const totalBudget = b?.totalBudget ?? 0;
      return {
        totalBudget,
        allocated,
        allocatedTotal,
        unallocated: totalBudget - allocatedTotal,
        guestCount: b?.guestCount ?? null,
        tracker,
      };
    },
    summarize: () => juneToolPhrase("budget_summary", {}),
  };
}
