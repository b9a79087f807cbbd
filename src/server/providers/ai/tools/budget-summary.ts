import type { CoupleToolPorts } from "./couple-tool-ports";
import { noInput, type ToolOf } from "./tool-words";
import { juneToolPhrase } from "@shared/rules/june-tool-phrases";

export function budgetSummaryTool(ports: CoupleToolPorts): ToolOf<"budget_summary"> {
  return {
    name: "budget_summary",
    description:
      "The couple's wedding budget: total, allocation per category (USD), allocated total and what is left unallocated. Zeros when no budget is set yet.",
    input: noInput,
    kind: "read",
    async run() {
      const b = await ports.budget();
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
      };
    },
    summarize: () => juneToolPhrase("budget_summary", {}),
  };
}
