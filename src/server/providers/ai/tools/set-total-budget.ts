import { z } from "zod";
import { BUDGET_LIMITS } from "@shared/schemas/budget";
import { centsLabel } from "@shared/rules/june-changes";
import { juneToolPhrase } from "@shared/rules/june-tool-phrases";
import type { CoupleToolPorts } from "./couple-tool-ports";
import { centsOfUsd, type ToolOf } from "./tool-words";

const input = z.object({
  amountUsd: z
    .number()
    .describe("The new total wedding budget in US dollars, e.g. 40000 (cents allowed: 40000.5)."),
});

/**
 * Proposes a new total budget (issue #16), like save_venue: nothing is written here — the couple confirms
 * in the chat and the June module writes it through the budget's one header writer (june-commit.ts). The
 * proposal carries the total it replaces, so a change made meanwhile is refused rather than overwritten.
 * Without a budget yet, the confirm starts one (the header writer creates it).
 */
export function setTotalBudgetTool(ports: CoupleToolPorts): ToolOf<"set_total_budget"> {
  return {
    name: "set_total_budget",
    description:
      "Propose setting the couple's TOTAL wedding budget (the whole budget, not one category) in US dollars. Nothing changes until the couple confirms in the chat; tell them to confirm.",
    input,
    kind: "write",
    async run(input) {
      const amountCents = centsOfUsd(input.amountUsd);
      if (amountCents === null || amountCents <= 0)
        return { error: "A total budget is an amount above $0, like $40,000." };
      if (amountCents > BUDGET_LIMITS.maxCents)
        return {
          error: `That is more than any wedding budget (at most ${centsLabel(BUDGET_LIMITS.maxCents)}); check the number.`,
        };
      const previousCents = await ports.budgetTotalCents();
      if (previousCents === amountCents)
        return { error: `The total budget is already ${centsLabel(amountCents)}.` };
      return { action: { kind: "set_total_budget", amountCents, previousCents } };
    },
    summarize: (_i, o) =>
      juneToolPhrase("set_total_budget", "action" in o ? { amountCents: o.action.amountCents } : {}),
  };
}
